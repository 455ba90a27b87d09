import Domain

/// The responses the Confirm Players interactor hands over for display.
@MainActor
package protocol ConfirmPlayersPresentationLogic: AnyObject {
  /// Formats the bench and the teams.
  func presentTeams(response: ConfirmPlayers.FetchTeams.Response)
  /// Formats how starting ended.
  func presentStartGather(response: ConfirmPlayers.StartGather.Response)
  /// Formats the overlay around the start.
  func presentLoading(response: ConfirmPlayers.Loading.Response)
}

/// The VIP presenter of Confirm Players: turns the `TeamAssignment` into three sections of rows
/// and the Start Gather state for `ConfirmPlayersDisplayLogic`; holds no state.
@MainActor
package final class ConfirmPlayersPresenter: ConfirmPlayersPresentationLogic {
  // MARK: - Properties

  /// The view controller that displays the view models.
  package weak var viewController: (any ConfirmPlayersDisplayLogic)?

  // MARK: - Init

  /// Creates a presenter; the configurator attaches its view controller.
  package init() {}

  // MARK: - ConfirmPlayersPresentationLogic

  package func presentTeams(response: ConfirmPlayers.FetchTeams.Response) {
    // Sections in `TeamSection` order: Bench, Team A, Team B.
    let sections = TeamSection.allCases.map { section in
      DisplayedTeam(
        header: section.title,
        players: response.teams.players(in: section).map(DisplayedTeamPlayer.init(player:)))
    }
    viewController?.displayTeams(
      viewModel: ConfirmPlayers.FetchTeams.ViewModel(
        sections: sections, isStartEnabled: response.teams.canStartGather))
  }

  package func presentStartGather(response: ConfirmPlayers.StartGather.Response) {
    let alert =
      response.error == nil
      ? nil
      : ErrorAlert(
        title: ConfirmPlayersTexts.startErrorTitle, message: ConfirmPlayersTexts.startErrorMessage)
    viewController?.displayStartGather(
      viewModel: ConfirmPlayers.StartGather.ViewModel(alert: alert))
  }

  package func presentLoading(response: ConfirmPlayers.Loading.Response) {
    viewController?.displayLoading(
      viewModel: ConfirmPlayers.Loading.ViewModel(showsOverlay: response.isLoading))
  }
}
