import Domain

/// The responses the Player List interactor hands over for display.
@MainActor
protocol PlayerListPresentationLogic: AnyObject {
  /// Formats the list state: title, buttons, rows, empty view.
  func presentPlayers(response: PlayerListScene.FetchPlayers.Response)
  /// Formats a load's or a delete's start or end.
  func presentLoading(response: PlayerListScene.Loading.Response)
  /// Formats a failed load or delete.
  func presentError(response: PlayerListScene.Failure.Response)
  /// Formats the delete confirmation.
  func presentDeleteConfirmation(response: PlayerListScene.DeletePlayer.Response)
  /// Lets Confirm Players open with the confirmed selection.
  func presentConfirmedSelection(response: PlayerListScene.ConfirmSelection.Response)
}

/// The VIP presenter of Player List: turns the list state into Domain's `PlayerListControls`
/// and row texts for `PlayerListDisplayLogic`; holds no state.
@MainActor
final class PlayerListPresenter: PlayerListPresentationLogic {
  // MARK: - Properties

  /// The view controller that displays the view models.
  weak var viewController: (any PlayerListDisplayLogic)?

  // MARK: - PlayerListPresentationLogic

  func presentPlayers(response: PlayerListScene.FetchPlayers.Response) {
    let selection = response.selection
    // A loop, not `map`: a closure here is main-actor isolated, which is checked on every row.
    var rows: [PlayerListScene.DisplayedPlayer] = []
    for player in response.players {
      rows.append(
        PlayerListScene.DisplayedPlayer(
          id: player.id, name: player.name, detail: player.listDetail,
          isChecked: response.isSelecting ? selection.contains(player) : nil))
    }
    let controls = PlayerListControls(
      isSelecting: response.isSelecting, selection: selection, players: response.players)
    viewController?.displayPlayers(
      viewModel: PlayerListScene.FetchPlayers.ViewModel(
        controls: controls, rows: rows, players: response.players,
        isSelecting: response.isSelecting,
        showsEmptyView: response.isLoaded && response.players.isEmpty))
  }

  func presentLoading(response: PlayerListScene.Loading.Response) {
    let viewModel =
      switch response.activity {
      case .fetching:
        PlayerListScene.Loading.ViewModel(
          isUserInteractionEnabled: !response.isLoading, showsOverlay: false)
      case .deleting:
        PlayerListScene.Loading.ViewModel(
          isUserInteractionEnabled: true, showsOverlay: response.isLoading)
      }
    viewController?.displayLoading(viewModel: viewModel)
  }

  func presentError(response: PlayerListScene.Failure.Response) {
    viewController?.displayError(
      viewModel: PlayerListScene.Failure.ViewModel(
        alert: AlertMessage(title: PlayerListTexts.errorTitle, message: response.error.message)))
  }

  func presentDeleteConfirmation(response: PlayerListScene.DeletePlayer.Response) {
    viewController?.displayDeleteConfirmation(
      viewModel: PlayerListScene.DeletePlayer.ViewModel(
        title: PlayerListTexts.deleteTitle, message: PlayerListTexts.deleteMessage,
        deleteTitle: PlayerListTexts.deleteConfirmButton,
        cancelTitle: PlayerListTexts.deleteCancelButton))
  }

  func presentConfirmedSelection(response: PlayerListScene.ConfirmSelection.Response) {
    viewController?.displayConfirmedSelection(
      viewModel: PlayerListScene.ConfirmSelection.ViewModel())
  }
}
