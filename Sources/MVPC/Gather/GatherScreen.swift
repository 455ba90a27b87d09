import DeclarativeKit
import Domain
import Layouts

/// The declarative MVP-C screen of Gather: renders `GatherViewState` through Layouts'
/// `GatherContent` and forwards the steppers, the timer's buttons, the picker and End to the
/// presenter.
struct GatherScreen: View {
  /// The passive view the presenter drives, read in `body` so each change (each tick too)
  /// renders again.
  @Bindable var viewState: GatherViewState

  /// The scores, the countdown, the teams and the picker; leaving the screen (Back, or the pop
  /// after ending) stops the countdown.
  var body: some View {
    GatherContent(
      teamAScore: score(of: .teamA), teamBScore: score(of: .teamB),
      timer: viewState.values.timer, actionTitle: viewState.values.actionTitle,
      sections: viewState.values.sections,
      pickerRows: viewState.values.isPickerShown ? $viewState.values.pickerRows : nil,
      isConfirmingEnd: $viewState.values.isConfirmingEnd, isLoading: viewState.values.isLoading,
      isShowingError: $viewState.values.isShowingError, actions: actions
    )
    .onDisappear { viewState.presenter?.stopCountdown() }
  }

  /// A team's score; a stepped one also goes to the presenter.
  private func score(of team: TeamSection) -> Binding<Int> {
    let viewState = viewState
    let score = team == .teamA ? \GatherContent.Values.teamAScore : \.teamBScore
    return Binding(
      get: { viewState.values[keyPath: score] },
      set: { goals in
        guard goals != viewState.values[keyPath: score] else { return }
        viewState.values[keyPath: score] = goals
        viewState.presenter?.scoreStepperChanged(to: Double(goals), for: team)
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
    actions.endConfirmed = { Task { await viewState.presenter?.endGatherConfirmed() } }
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
