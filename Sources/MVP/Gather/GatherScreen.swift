import DeclarativeKit
import Domain
import Layouts

/// The declarative MVP screen of Gather: renders `GatherViewState` through Layouts'
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
      values: $viewState.values, actions: actions
    )
    .onDisappear { viewState.presenter?.stopCountdown() }
  }

  /// The user's taps; Done on the picker sends the time its wheels show.
  private var actions: GatherContent.Actions {
    let viewState = viewState
    var actions = GatherContent.Actions()
    actions.scoreChanged = { viewState.presenter?.scoreStepperChanged(to: $0, for: $1) }
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
