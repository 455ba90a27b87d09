import DeclarativeKit
import Domain
import Layouts

/// The declarative VIP screen of Gather: draws `GatherViewState` through Layouts'
/// `GatherContent` and sends steppers, the timer's buttons, the picker's Done and End Gather as
/// requests to `GatherBusinessLogic`.
///
/// The countdown stops when the screen leaves, as the view controller stops it when it
/// disappears.
struct GatherScreen: View {
  /// The display the presenter fills.
  @Bindable var viewState: GatherViewState

  /// The scores, the countdown, the teams and the picker; leaving stops the countdown.
  var body: some View {
    GatherContent(
      values: $viewState.values, actions: actions
    )
    .onDisappear { viewState.interactor.stopTimer(request: GatherScene.StopTimer.Request()) }
  }

  /// The user's taps, each a request, but for the picker's Cancel, which only closes it.
  private var actions: GatherContent.Actions {
    let viewState = viewState
    let interactor = viewState.interactor
    var actions = GatherContent.Actions()
    actions.scoreChanged = {
      interactor.changeScore(request: GatherScene.ChangeScore.Request(team: $1, goals: $0))
    }
    actions.cancelTapped = { interactor.resetTimer(request: GatherScene.ResetTimer.Request()) }
    actions.setTapped = { interactor.openPicker(request: GatherScene.OpenPicker.Request()) }
    actions.actionTapped = { interactor.toggleTimer(request: GatherScene.ToggleTimer.Request()) }
    actions.endTapped = { interactor.endGather(request: GatherScene.EndGather.Request()) }
    actions.endConfirmed = {
      Task {
        await interactor.confirmEnd(request: GatherScene.ConfirmEnd.Request())
      }
    }
    actions.pickerCancelTapped = { viewState.values.isPickerShown = false }
    actions.pickerDoneTapped = {
      let rows = viewState.values.pickerRows
      guard let minutes = rows.first, let seconds = rows.last else { return }
      let time = GatherTime(minutesRow: minutes, secondsRow: seconds)
      interactor.setTimer(request: GatherScene.SetTimer.Request(time: time))
    }
    return actions
  }
}
