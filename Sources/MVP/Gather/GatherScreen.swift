import DeclarativeKit
import Domain
import Layouts

/// The declarative MVP screen of Gather: renders `GatherViewState` through Layouts'
/// `GatherContent` and forwards the steppers, the timer's buttons, the picker and End to the
/// presenter.
struct GatherScreen: View {
  /// The passive view the presenter drives, read in `body` so each change (each tick too)
  /// renders again.
  let viewState: GatherViewState

  /// The scores, the countdown, the teams and the picker.
  var body: some View {
    GatherContent(values: values, actions: actions)
      .onFirstAppear { viewState.presenter?.viewDidLoad() }
  }

  /// The screen's values; a stepped score also goes to the presenter.
  private var values: Binding<GatherContent.Values> {
    let viewState = viewState
    return Binding(
      get: { viewState.values },
      set: { values in
        let old = viewState.values
        viewState.values = values
        for (team, goals, before) in [
          (TeamSection.teamA, values.teamAScore, old.teamAScore),
          (.teamB, values.teamBScore, old.teamBScore),
        ] where goals != before {
          viewState.presenter?.scoreStepperChanged(to: Double(goals), for: team)
        }
      })
  }

  /// The user's taps; Done on the picker sends the time its wheels show.
  private var actions: GatherContent.Actions {
    let viewState = viewState
    var actions = GatherContent.Actions()
    actions.cancelTapped = { viewState.presenter?.cancelTapped() }
    actions.setTapped = { viewState.presenter?.setTapped() }
    actions.actionTapped = { viewState.presenter?.actionTapped() }
    actions.endTapped = { viewState.presenter?.endTapped() }
    actions.endConfirmed = { await viewState.presenter?.endGatherConfirmed() }
    actions.pickerCancelTapped = { viewState.presenter?.pickerCancelTapped() }
    actions.pickerDoneTapped = {
      let rows = viewState.values.pickerRows
      guard let minutes = rows.first, let seconds = rows.last else { return }
      viewState.presenter?.pickerDoneTapped(
        time: GatherTime(minutesRow: minutes, secondsRow: seconds))
    }
    return actions
  }
}
