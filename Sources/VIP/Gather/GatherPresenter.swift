import Domain

/// The responses the Gather interactor hands over for display.
@MainActor
protocol GatherPresentationLogic: AnyObject {
  /// Formats the whole screen when it loads.
  func presentGather(response: GatherScene.FetchGather.Response)
  /// Formats a team's score.
  func presentScore(response: GatherScene.ChangeScore.Response)
  /// Formats the countdown.
  func presentTimer(response: GatherScene.UpdateTimer.Response)
  /// Formats the picker's wheel rows.
  func presentPicker(response: GatherScene.OpenPicker.Response)
  /// Formats the end confirmation.
  func presentEndConfirmation(response: GatherScene.EndGather.Response)
  /// Formats how ending went.
  func presentEnd(response: GatherScene.ConfirmEnd.Response)
  /// Formats the overlay around ending.
  func presentLoading(response: GatherScene.Loading.Response)
}

/// The VIP presenter of Gather: turns scores, the countdown and the teams into label texts, the
/// `MM:SS` timer, button titles, picker rows and alerts for `GatherDisplayLogic`; holds no state.
@MainActor
final class GatherPresenter: GatherPresentationLogic {
  // MARK: - Properties

  /// The view controller that displays the view models.
  weak var viewController: (any GatherDisplayLogic)?

  // MARK: - GatherPresentationLogic

  func presentGather(response: GatherScene.FetchGather.Response) {
    let teams = TeamSection.playing.map { team in
      TeamTableSection(team: team, players: response.gather.players(in: team))
    }
    viewController?.displayGather(
      viewModel: GatherScene.FetchGather.ViewModel(
        teams: teams, teamAScore: String(response.teamAScore),
        teamBScore: String(response.teamBScore),
        timer: timerViewModel(time: response.time, state: response.timerState, closesPicker: false))
    )
  }

  func presentScore(response: GatherScene.ChangeScore.Response) {
    viewController?.displayScore(
      viewModel: GatherScene.ChangeScore.ViewModel(
        team: response.team, goals: response.score))
  }

  func presentTimer(response: GatherScene.UpdateTimer.Response) {
    viewController?.displayTimer(
      viewModel: timerViewModel(
        time: response.time, state: response.state, closesPicker: response.closesPicker))
  }

  func presentPicker(response: GatherScene.OpenPicker.Response) {
    let rows = response.time.pickerRows
    viewController?.displayPicker(
      viewModel: GatherScene.OpenPicker.ViewModel(
        minutesRow: rows.minutes, secondsRow: rows.seconds))
  }

  func presentEndConfirmation(response: GatherScene.EndGather.Response) {
    viewController?.displayEndConfirmation(
      viewModel: GatherScene.EndGather.ViewModel(
        title: GatherTexts.endConfirmationTitle, message: GatherTexts.endConfirmationMessage,
        confirmTitle: GatherTexts.endConfirmButton, cancelTitle: GatherTexts.endCancelButton))
  }

  func presentEnd(response: GatherScene.ConfirmEnd.Response) {
    let alert =
      response.error == nil
      ? nil : AlertMessage(title: GatherTexts.endErrorTitle, message: GatherTexts.endErrorMessage)
    viewController?.displayEnd(viewModel: GatherScene.ConfirmEnd.ViewModel(alert: alert))
  }

  func presentLoading(response: GatherScene.Loading.Response) {
    viewController?.displayLoading(
      viewModel: GatherScene.Loading.ViewModel(showsOverlay: response.isLoading))
  }

  // MARK: - Private

  private func timerViewModel(time: GatherTime, state: GatherTimer.State, closesPicker: Bool)
    -> GatherScene.UpdateTimer.ViewModel
  {
    GatherScene.UpdateTimer.ViewModel(
      timerText: time.text, actionTitle: state.actionTitle, closesPicker: closesPicker)
  }
}
