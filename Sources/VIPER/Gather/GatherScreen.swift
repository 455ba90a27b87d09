import DeclarativeKit
import Domain
import Layouts

/// The declarative VIPER screen of Gather: draws `GatherViewState` through Layouts'
/// `GatherContent` and reports every event (Domain's `GatherEvents`) to the presenter hub.
///
/// The countdown stops when the screen leaves, as the view controller asks in
/// `viewWillDisappear()`.
struct GatherScreen: View {
  /// The passive view the presenter drives.
  ///
  /// Kept as state: the screen keeps the module it was first given while it stays on the path.
  @State private var viewState: GatherViewState

  /// Creates the screen over `viewState`, the view of a module assembled for it.
  init(viewState: GatherViewState) {
    _viewState = State(initialValue: viewState)
  }

  /// The scores, the countdown, the teams and the picker; leaving stops the countdown.
  var body: some View {
    GatherContent(
      teamAScore: score(of: .teamA), teamBScore: score(of: .teamB),
      timer: viewState.values.timer, actionTitle: viewState.values.actionTitle,
      sections: viewState.values.sections,
      pickerRows: viewState.values.isPickerShown ? $viewState.values.pickerRows : nil,
      isConfirmingEnd: $viewState.values.isConfirmingEnd, isLoading: viewState.values.isLoading,
      isShowingError: $viewState.values.isShowingError, actions: actions
    )
    .onDisappear { viewState.presenter.stopCountdown() }
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
        viewState.presenter.scoreStepperChanged(to: Double(goals), for: team)
      })
  }

  /// The user's taps, each the `GatherEvents` call the view controller's layout makes.
  private var actions: GatherContent.Actions {
    let viewState = viewState
    let presenter = viewState.presenter
    var actions = GatherContent.Actions()
    actions.cancelTapped = { presenter.cancelTapped() }
    actions.setTapped = { presenter.setTapped() }
    actions.actionTapped = { presenter.actionTapped() }
    actions.endTapped = { presenter.endTapped() }
    actions.endConfirmed = { Task { await presenter.endGatherConfirmed() } }
    actions.pickerCancelTapped = { presenter.pickerCancelTapped() }
    actions.pickerDoneTapped = {
      let rows = viewState.values.pickerRows
      guard let minutes = rows.first, let seconds = rows.last else { return }
      presenter.pickerDoneTapped(time: GatherTime(minutesRow: minutes, secondsRow: seconds))
    }
    return actions
  }
}
