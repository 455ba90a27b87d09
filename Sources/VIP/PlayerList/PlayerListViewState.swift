import Domain
import Layouts
import Observation

/// The declarative display of the Player List scene: what the presenter's view models say, kept
/// as Layouts' `PlayerListContent.Values` for `PlayerListScreen` to draw.
///
/// The VIP display role of the declarative UI, as `PlayerListViewController` is the UIKit-shaped
/// UI's: the presenter calls it through `PlayerListDisplayLogic`, it asks `PlayerListRoutingLogic`
/// to open Confirm Players, and the routers of the scenes above reach it as a destination.
@MainActor
@Observable
final class PlayerListViewState: PlayerListDisplayLogic, PlayerListDestination, SceneDisplay {
  // MARK: - Properties

  /// What the screen shows; its players compare field by field, so a rename is a change.
  var values = PlayerListContent.Values()
  /// Whether the screen takes input: not while the players load (SPEC §3.2).
  private(set) var isUserInteractionEnabled = true
  /// Where the screen sends the user's requests.
  let interactor: any PlayerListBusinessLogic
  /// The scene's router; other scenes' routers reach its data store through it.
  let router: any PlayerListRoutingLogic & PlayerListDataPassing
  /// The path the scene stands on.
  @ObservationIgnored weak var sceneNavigation: (any SceneNavigation)?

  // MARK: - Init

  /// Creates the display of a scene wired by `PlayerListConfigurator`.
  init(
    interactor: any PlayerListBusinessLogic,
    router: any PlayerListRoutingLogic & PlayerListDataPassing,
    sceneNavigation: any SceneNavigation
  ) {
    self.interactor = interactor
    self.router = router
    self.sceneNavigation = sceneNavigation
  }

  // MARK: - PlayerListDestination

  /// Loads the players again; Player Add's router awaits it after closing.
  func reloadPlayers() async {
    await interactor.fetchPlayers(request: PlayerListScene.FetchPlayers.Request(reload: true))
  }

  // MARK: - PlayerListDisplayLogic

  // The view model's formatted rows are not read: `PlayerListContent` draws each row from its
  // player, and only for the rows on screen.
  func displayPlayers(viewModel: PlayerListScene.FetchPlayers.ViewModel) {
    var shown = values
    shown.players = viewModel.players
    shown.checkedIDs = []
    // A loop, not `filter`: a closure here is main-actor isolated, which is checked on every row.
    for (row, player) in zip(viewModel.rows, viewModel.players) where row.isChecked == true {
      shown.checkedIDs.insert(player.id)
    }
    shown.controls = viewModel.controls
    shown.isSelecting = viewModel.isSelecting
    shown.showsEmptyView = viewModel.showsEmptyView
    values = shown
  }

  func displayLoading(viewModel: PlayerListScene.Loading.ViewModel) {
    isUserInteractionEnabled = viewModel.isUserInteractionEnabled
    values.isLoading = viewModel.showsOverlay
  }

  func displayError(viewModel: PlayerListScene.Failure.ViewModel) {
    values.error = viewModel.alert
  }

  func displayDeleteConfirmation(viewModel: PlayerListScene.DeletePlayer.ViewModel) {
    values.deleteConfirmation = AlertMessage(
      title: viewModel.title, message: viewModel.message, confirmTitle: viewModel.deleteTitle,
      cancelTitle: viewModel.cancelTitle)
  }

  func displayConfirmedSelection(viewModel: PlayerListScene.ConfirmSelection.ViewModel) {
    router.routeToConfirmPlayers()
  }
}
