import DeclarativeKit
import Domain
import Layouts

/// The declarative VIPER screen of Gather: draws `GatherViewState` through Layouts'
/// `GatherContent` and reports every event (Domain's `GatherEvents`) to the presenter hub.
///
/// The countdown stops when the module leaves the path (`ModulePath`), as the view controller
/// reports `viewWillDisappear()`.
struct GatherScreen: View {
  /// The passive view the presenter drives.
  let viewState: GatherViewState

  /// The scores, the countdown, the teams and the picker; the first appearance is reported as
  /// `viewDidLoad()`.
  var body: some View {
    GatherContent(values: values, actions: events)
      .onFirstAppear { viewState.presenter.viewDidLoad() }
  }

  /// The values; a stepped score is reported, turned wheels are only kept until Done.
  private var values: Binding<GatherContent.Values> {
    let viewState = viewState
    return Binding(
      get: { viewState.values },
      set: { edited in
        let before = viewState.values
        viewState.values = edited
        if edited.teamAScore != before.teamAScore {
          viewState.presenter.scoreStepperChanged(to: Double(edited.teamAScore), for: .teamA)
        }
        if edited.teamBScore != before.teamBScore {
          viewState.presenter.scoreStepperChanged(to: Double(edited.teamBScore), for: .teamB)
        }
      })
  }

  /// The user's taps, each the `GatherEvents` call the view controller's layout makes.
  private var events: GatherContent.Actions {
    let viewState = viewState
    let presenter = viewState.presenter
    var events = GatherContent.Actions()
    events.cancelTapped = { presenter.cancelTapped() }
    events.setTapped = { presenter.setTapped() }
    events.actionTapped = { presenter.actionTapped() }
    events.endTapped = { presenter.endTapped() }
    events.endConfirmed = { await presenter.endGatherConfirmed() }
    events.pickerCancelTapped = { presenter.pickerCancelTapped() }
    events.pickerDoneTapped = {
      let wheels = viewState.values.pickerRows
      guard wheels.count == 2 else { return }
      presenter.pickerDoneTapped(time: GatherTime(minutesRow: wheels[0], secondsRow: wheels[1]))
    }
    return events
  }
}
