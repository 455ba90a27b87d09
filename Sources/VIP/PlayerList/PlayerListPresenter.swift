import Domain

/// The responses the Player List interactor hands over for display.
@MainActor
package protocol PlayerListPresentationLogic: AnyObject {
  /// Formats the list state: title, buttons, rows, empty view.
  func presentPlayers(response: PlayerList.FetchPlayers.Response)
  /// Formats a load's or a delete's start or end.
  func presentLoading(response: PlayerList.Loading.Response)
  /// Formats a failed load or delete.
  func presentError(response: PlayerList.Failure.Response)
  /// Formats the delete confirmation.
  func presentDeleteConfirmation(response: PlayerList.DeletePlayer.Response)
  /// Passes on where to go.
  func presentRoute(response: PlayerList.Route.Response)
}

/// The VIP presenter of Player List: turns the list state into titles, button states and row
/// texts for `PlayerListDisplayLogic`; holds no state.
@MainActor
package final class PlayerListPresenter: PlayerListPresentationLogic {
  // MARK: - Properties

  /// The view controller that displays the view models.
  package weak var viewController: (any PlayerListDisplayLogic)?

  // MARK: - Init

  /// Creates a presenter; the configurator attaches its view controller.
  package init() {}

  // MARK: - PlayerListPresentationLogic

  package func presentPlayers(response: PlayerList.FetchPlayers.Response) {
    let selection = response.selection
    let rows = response.players.map { player in
      PlayerList.DisplayedPlayer(
        name: player.name, position: player.positionLine, skill: player.skillLine,
        isChecked: response.isSelecting ? selection.contains(player) : nil)
    }
    let title = response.isSelecting ? selection.title : PlayerListTexts.title
    let selectButton =
      response.isSelecting
      ? PlayerList.DisplayedButton(title: PlayerListTexts.cancelButton, isEnabled: true)
      : PlayerList.DisplayedButton(
        title: PlayerListTexts.selectButton, isEnabled: !response.players.isEmpty)
    let actionButton =
      response.isSelecting
      ? PlayerList.DisplayedButton(
        title: PlayerListTexts.confirmPlayersButton, isEnabled: selection.canConfirm)
      : PlayerList.DisplayedButton(title: PlayerListTexts.addPlayerButton, isEnabled: true)
    viewController?.displayPlayers(
      viewModel: PlayerList.FetchPlayers.ViewModel(
        title: title, selectButton: selectButton, actionButton: actionButton, rows: rows,
        allowsDelete: !response.isSelecting,
        showsEmptyView: response.isLoaded && response.players.isEmpty))
  }

  package func presentLoading(response: PlayerList.Loading.Response) {
    let viewModel =
      switch response.activity {
      case .fetching:
        PlayerList.Loading.ViewModel(
          isUserInteractionEnabled: !response.isLoading, showsOverlay: false)
      case .deleting:
        PlayerList.Loading.ViewModel(
          isUserInteractionEnabled: true, showsOverlay: response.isLoading)
      }
    viewController?.displayLoading(viewModel: viewModel)
  }

  package func presentError(response: PlayerList.Failure.Response) {
    viewController?.displayError(
      viewModel: PlayerList.Failure.ViewModel(
        alert: ErrorAlert(title: PlayerListTexts.errorTitle, message: response.error.message)))
  }

  package func presentDeleteConfirmation(response: PlayerList.DeletePlayer.Response) {
    viewController?.displayDeleteConfirmation(
      viewModel: PlayerList.DeletePlayer.ViewModel(
        title: PlayerListTexts.deleteTitle, message: PlayerListTexts.deleteMessage,
        deleteTitle: PlayerListTexts.deleteConfirmButton,
        cancelTitle: PlayerListTexts.deleteCancelButton))
  }

  package func presentRoute(response: PlayerList.Route.Response) {
    viewController?.displayRoute(
      viewModel: PlayerList.Route.ViewModel(destination: response.destination))
  }
}
