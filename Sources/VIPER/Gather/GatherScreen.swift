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
      values: $viewState.values, actions: actions
    )
    .onDisappear { viewState.presenter.stopCountdown() }
  }

  /// The user's taps, each the `GatherEvents` call the view controller's layout makes.
  private var actions: GatherContent.Actions {
    let viewState = viewState
    let presenter = viewState.presenter
    var actions = GatherContent.Actions()
    actions.scoreChanged = { presenter.scoreStepperChanged(to: $0, for: $1) }
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
