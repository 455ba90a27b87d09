import Domain

/// The business requests the Player List view controller sends.
@MainActor
protocol PlayerListBusinessLogic: AnyObject {
  /// Shows the players, loading them when needed; returns when the answer is shown.
  func fetchPlayers(request: PlayerListScene.FetchPlayers.Request) async
  /// Switches between list and selection mode, clearing the selection.
  func changeMode(request: PlayerListScene.ChangeMode.Request)
  /// Opens the tapped player, or ticks it in selection mode.
  func selectPlayer(request: PlayerListScene.SelectPlayer.Request)
  /// Goes on to Player Add, or to Confirm Players with the selection.
  func performAction(request: PlayerListScene.PerformAction.Request)
  /// Asks to confirm deleting the swiped player.
  func deletePlayer(request: PlayerListScene.DeletePlayer.Request)
  /// Deletes the player awaiting confirmation, or forgets it; returns once answered.
  func confirmDelete(request: PlayerListScene.ConfirmDelete.Request) async
}

/// What the Player List keeps for the scenes it opens, and what they report back.
@MainActor
protocol PlayerListDataStore: AnyObject {
  /// The players in server order.
  var players: [Player] { get }
  /// The player whose row was tapped in list mode, for Player Detail.
  var selectedPlayer: Player? { get }
  /// The ticked players in list order, for Confirm Players.
  var selectedPlayers: [Player] { get }
  /// Written by Player Detail's router: a saved player to put in place of its old row.
  var editedPlayer: Player? { get set }
  /// Written by Player Add's router: a player was created, so load the list again.
  var needsReload: Bool { get set }
  /// Written by Gather's router: the gather ended, so go back to list mode.
  var hasGatherEnded: Bool { get set }
}

/// The VIP interactor of Player List: loads and deletes through `PlayerService`, keeps the list,
/// the mode and the selection, and presents the state after every change; modes and rows are in
/// `+Selection`, deletion in `+Delete`.
@MainActor
final class PlayerListInteractor: PlayerListBusinessLogic, PlayerListDataStore {
  // MARK: - Properties

  var players: [Player] = []
  var selectedPlayer: Player?
  var editedPlayer: Player?
  var needsReload = false
  var hasGatherEnded = false
  // Internal, not private, only so the `+Topic` files can reach them.
  let presenter: any PlayerListPresentationLogic
  let playerService: any PlayerService
  var isSelecting = false
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
    guard request.reload || !hasFetched || needsReload else {
      // Back from another scene: no server call; edits and an ended gather arrive in the store.
      applyReportsFromOtherScenes()
      presentPlayers()
      return
    }
    if !hasFetched { presentPlayers() }
    hasFetched = true
    needsReload = false
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

  private func applyReportsFromOtherScenes() {
    // Players are equal by id, so this finds the edited player's old row.
    if let edited = editedPlayer, let index = players.firstIndex(of: edited) {
      players[index] = edited
    }
    editedPlayer = nil
    if hasGatherEnded {
      hasGatherEnded = false
      isSelecting = false
      selection.removeAll()
    }
  }
}
