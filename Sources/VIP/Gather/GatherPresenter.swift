import Domain

/// The responses the Gather interactor hands over for display.
@MainActor
package protocol GatherPresentationLogic: AnyObject {
  /// Formats the whole screen when it loads.
  func presentGather(response: Gather.FetchGather.Response)
  /// Formats a team's score.
  func presentScore(response: Gather.ChangeScore.Response)
  /// Formats the countdown.
  func presentTimer(response: Gather.UpdateTimer.Response)
  /// Formats the picker's wheel rows.
  func presentPicker(response: Gather.OpenPicker.Response)
  /// Formats the end confirmation.
  func presentEndConfirmation(response: Gather.EndGather.Response)
  /// Formats how ending went.
  func presentEnd(response: Gather.ConfirmEnd.Response)
  /// Formats the overlay around ending.
  func presentLoading(response: Gather.Loading.Response)
}

/// The VIP presenter of Gather: turns scores, the countdown and the teams into label texts, the
/// `MM:SS` timer, button titles, picker rows and alerts for `GatherDisplayLogic`; holds no state.
@MainActor
package final class GatherPresenter: GatherPresentationLogic {
  // MARK: - Properties

  /// The view controller that displays the view models.
  package weak var viewController: (any GatherDisplayLogic)?

  // MARK: - Init

  /// Creates a presenter; the configurator attaches its view controller.
  package init() {}

  // MARK: - GatherPresentationLogic

  package func presentGather(response: Gather.FetchGather.Response) {
    // Only the two playing teams, in score order; the bench does not play.
    let teams = [TeamSection.teamA, .teamB].map { team in
      DisplayedTeam(
        header: team.title,
        players: response.gather.players(in: team).map(DisplayedTeamPlayer.init(player:)))
    }
    let pickerComponents = [
      GatherTime.pickerRange.map(GatherTime.minutesTitle),
      GatherTime.pickerRange.map(GatherTime.secondsTitle),
    ]
    viewController?.displayGather(
      viewModel: Gather.FetchGather.ViewModel(
        teams: teams, teamAScore: String(response.teamAScore),
        teamBScore: String(response.teamBScore),
        timer: timerViewModel(time: response.time, state: response.timerState, closesPicker: false),
        scoreRange: response.scoreRange, pickerComponents: pickerComponents))
  }

  package func presentScore(response: Gather.ChangeScore.Response) {
    viewController?.displayScore(
      viewModel: Gather.ChangeScore.ViewModel(team: response.team, text: String(response.score)))
  }

  package func presentTimer(response: Gather.UpdateTimer.Response) {
    viewController?.displayTimer(
      viewModel: timerViewModel(
        time: response.time, state: response.state, closesPicker: response.closesPicker))
  }

  package func presentPicker(response: Gather.OpenPicker.Response) {
    let rows = response.time.pickerRows
    viewController?.displayPicker(
      viewModel: Gather.OpenPicker.ViewModel(minutesRow: rows.minutes, secondsRow: rows.seconds))
  }

  package func presentEndConfirmation(response: Gather.EndGather.Response) {
    viewController?.displayEndConfirmation(
      viewModel: Gather.EndGather.ViewModel(
        title: GatherTexts.endConfirmationTitle, message: GatherTexts.endConfirmationMessage,
        confirmTitle: GatherTexts.endConfirmButton, cancelTitle: GatherTexts.endCancelButton))
  }

  package func presentEnd(response: Gather.ConfirmEnd.Response) {
    let alert =
      response.error == nil
      ? nil : ErrorAlert(title: GatherTexts.endErrorTitle, message: GatherTexts.endErrorMessage)
    viewController?.displayEnd(viewModel: Gather.ConfirmEnd.ViewModel(alert: alert))
  }

  package func presentLoading(response: Gather.Loading.Response) {
    viewController?.displayLoading(
      viewModel: Gather.Loading.ViewModel(showsOverlay: response.isLoading))
  }

  // MARK: - Private

  private func timerViewModel(time: GatherTime, state: GatherTimer.State, closesPicker: Bool)
    -> Gather.UpdateTimer.ViewModel
  {
    Gather.UpdateTimer.ViewModel(
      timerText: time.text, actionTitle: state.actionTitle, closesPicker: closesPicker)
  }
}
