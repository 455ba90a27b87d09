import Domain

/// The business requests the Player List view controller sends.
@MainActor
protocol PlayerListBusinessLogic: AnyObject {
  /// Shows the players, loading them when needed; returns when the answer is shown.
  func fetchPlayers(request: PlayerListScene.FetchPlayers.Request) async
  /// Switches between list and selection mode, clearing the selection.
  func changeMode(request: PlayerListScene.ChangeMode.Request)
  /// Keeps the tapped player for Player Detail, or ticks it in selection mode.
  func selectPlayer(request: PlayerListScene.SelectPlayer.Request)
  /// Goes on to Confirm Players when enough players are ticked in selection mode.
  func confirmSelection(request: PlayerListScene.ConfirmSelection.Request)
  /// Asks to confirm deleting the swiped player.
  func deletePlayer(request: PlayerListScene.DeletePlayer.Request)
  /// Deletes the player awaiting confirmation, or forgets it; returns once answered.
  func confirmDelete(request: PlayerListScene.ConfirmDelete.Request) async
}

/// What the Player List keeps for the scenes it opens, and what they report back.
@MainActor
protocol PlayerListDataStore: AnyObject {
  /// The players in server order; Player Edit's router puts a saved player in place of its row.
  var players: [Player] { get set }
  /// The player whose row was tapped in list mode, for Player Detail.
  var selectedPlayer: Player? { get }
  /// The ticked players in list order, for Confirm Players.
  var selectedPlayers: [Player] { get }
  /// Selection mode; Gather's router turns it off when the gather ends. Every change of mode
  /// clears the selection.
  var isSelecting: Bool { get set }
}

/// The VIP interactor of Player List: loads and deletes through `PlayerService`, keeps the list,
/// the mode and the selection, and presents the state after every change; modes and rows are in
/// `+Selection`, deletion in `+Delete`.
@MainActor
final class PlayerListInteractor: PlayerListBusinessLogic, PlayerListDataStore {
  // MARK: - Properties

  var players: [Player] = []
  var isSelecting = false {
    didSet { selection.removeAll() }
  }
  // Internal, not private, only so the `+Topic` files can reach them.
  var selectedPlayer: Player?
  let presenter: any PlayerListPresentationLogic
  let playerService: any PlayerService
  var selection = PlayerSelection()
  /// The player whose swipe-to-delete awaits confirmation, by value so a reload cannot shift it.
  var playerPendingDeletion: Player?
  private var isLoaded = false
  private var hasFetched = false

  // MARK: - Init

  /// Creates the interactor reading and deleting players through `playerService`.
  init(presenter: any PlayerListPresentationLogic, playerService: any PlayerService) {
    self.presenter = presenter
    self.playerService = playerService
  }

  // MARK: - PlayerListDataStore

  var selectedPlayers: [Player] { selection.selectedPlayers(in: players) }

  // MARK: - PlayerListBusinessLogic

  func fetchPlayers(request: PlayerListScene.FetchPlayers.Request) async {
    if request.reload {
      // Retry hides the empty view while the players load again.
      isLoaded = false
      presentPlayers()
    }
    guard request.reload || !hasFetched else {
      // Back from another scene: no server call; its router has already updated the store.
      presentPlayers()
      return
    }
    if !hasFetched { presentPlayers() }
    hasFetched = true
    await loadPlayers()
  }

  // MARK: - Helpers

  /// Hands the whole state to the presenter.
  func presentPlayers() {
    presenter.presentPlayers(
      response: PlayerListScene.FetchPlayers.Response(
        players: players, isSelecting: isSelecting, selection: selection, isLoaded: isLoaded))
  }

  // MARK: - Private

  /// Loads without an overlay; input is off until the answer is back (SPEC §3.2).
  private func loadPlayers() async {
    presenter.presentLoading(
      response: PlayerListScene.Loading.Response(activity: .fetching, isLoading: true))
    do throws(ServiceError) {
      let loaded = try await playerService.players()
      presenter.presentLoading(
        response: PlayerListScene.Loading.Response(activity: .fetching, isLoading: false))
      players = loaded
      isLoaded = true
      presentPlayers()
    } catch {
      presenter.presentLoading(
        response: PlayerListScene.Loading.Response(activity: .fetching, isLoading: false))
      // The rows already shown stay: a failed refresh is no reason to empty the screen.
      presenter.presentError(response: PlayerListScene.Failure.Response(error: error))
    }
  }
}
