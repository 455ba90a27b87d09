import Domain

/// The responses the Confirm Players interactor hands over for display.
@MainActor
protocol ConfirmPlayersPresentationLogic: AnyObject {
  /// Formats the bench and the teams.
  func presentTeams(response: ConfirmPlayersScene.FetchTeams.Response)
  /// Formats how starting ended.
  func presentStartGather(response: ConfirmPlayersScene.StartGather.Response)
  /// Formats the overlay around the start.
  func presentLoading(response: ConfirmPlayersScene.Loading.Response)
}

/// The VIP presenter of Confirm Players: turns the `TeamAssignment` into three sections of rows
/// and the Start Gather state for `ConfirmPlayersDisplayLogic`; holds no state.
@MainActor
final class ConfirmPlayersPresenter: ConfirmPlayersPresentationLogic {
  // MARK: - Properties

  /// The view controller that displays the view models.
  weak var viewController: (any ConfirmPlayersDisplayLogic)?

  // MARK: - ConfirmPlayersPresentationLogic

  func presentTeams(response: ConfirmPlayersScene.FetchTeams.Response) {
    // Sections in `TeamSection` order: Bench, Team A, Team B.
    viewController?.displayTeams(
      viewModel: ConfirmPlayersScene.FetchTeams.ViewModel(
        sections: [TeamTableSection](response.teams),
        isStartEnabled: response.teams.canStartGather))
  }

  func presentStartGather(response: ConfirmPlayersScene.StartGather.Response) {
    let alert =
      response.error == nil
      ? nil
      : AlertMessage(
        title: ConfirmPlayersTexts.startErrorTitle, message: ConfirmPlayersTexts.startErrorMessage)
    viewController?.displayStartGather(
      viewModel: ConfirmPlayersScene.StartGather.ViewModel(alert: alert))
  }

  func presentLoading(response: ConfirmPlayersScene.Loading.Response) {
    viewController?.displayLoading(
      viewModel: ConfirmPlayersScene.Loading.ViewModel(showsOverlay: response.isLoading))
  }
}
