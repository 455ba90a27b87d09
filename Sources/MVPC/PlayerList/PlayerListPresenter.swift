import Domain

/// The events the Player List view forwards to its presenter, and the results its coordinator
/// passes back from the screens it opened.
@MainActor
protocol PlayerListPresenterProtocol: PlayerListEvents {
  /// How many rows the table has.
  var numberOfRows: Int { get }
  /// What row `index` shows, or `nil` when there is no such row.
  func row(at index: Int) -> PlayerListRow?
  /// Every player in list order, for a view that keeps the whole list and reads it at once.
  var players: [Player] { get }
  /// The ticked players' ids in selection mode; nil in list mode.
  var checkedIDs: Set<Player.ID>? { get }
  /// The player with `id` was tapped (the declarative list names rows by id): as a tap on its row.
  func didSelectPlayer(id: Player.ID)
  /// The player with `id` was swiped to delete: as a swipe on its row.
  func deleteTapped(id: Player.ID)
  /// Whether row `index` may be swiped to delete: only in list mode, and only a row that exists.
  func canDeleteRow(at index: Int) -> Bool
  /// The list is shown: show the mode's controls and, the first time, load the players.
  func load() async
  /// Player Detail saved `player`: replace it in the list.
  func playerDetail(didUpdate player: Player)
  /// Player Add created a player: load the list again.
  func playerAddDidCreatePlayer() async
  /// The gather ended: back to list mode.
  func gatherDidEnd()
}

/// What the Player List presenter asks of its passive view.
@MainActor
protocol PlayerListViewProtocol: FeedbackDisplaying {
  /// Shows the title, Select/Cancel and the bottom button of.
  func showControls(_ controls: PlayerListControls)
  /// Reloads every row from the presenter.
  func reloadData()
  /// Reloads row `index` from the presenter.
  func reloadRow(at index: Int)
  /// Removes row `index`; the presenter has already removed its player.
  func deleteRow(at index: Int)
  /// Shows the empty view in place of the table, or the table in place of the empty view.
  func showEmptyView(_ isEmpty: Bool)
  /// Turns user input on or off, while players load without an overlay.
  func setUserInteractionEnabled(_ isEnabled: Bool)
  /// Shows the delete alert with the buttons Delete (destructive) and Cancel.
  func showDeleteConfirmation(title: String, message: String)
}

/// What Player List tells its coordinator, which decides what comes next.
@MainActor
protocol PlayerListPresenterDelegate: AnyObject {
  /// The user tapped `player` in list mode.
  func didSelectPlayer(_ player: Player)
  /// The user tapped Add player.
  func didTapAddPlayer()
  /// The user confirmed `players`, in list order, for a gather.
  func didConfirmPlayers(_ players: [Player])
}

/// The MVP presenter of Player List: loads and deletes through `PlayerService`, keeps the list,
/// the mode and the selection, drives `PlayerListViewProtocol`, and tells
/// `PlayerListPresenterDelegate` what the user chose.
@MainActor
final class PlayerListPresenter: PlayerListPresenterProtocol {
  // MARK: - Properties

  // Internal, not private, only so the extensions in the `+Topic` files can reach them.
  weak var view: (any PlayerListViewProtocol)?
  weak var delegate: (any PlayerListPresenterDelegate)?
  let playerService: any PlayerService
  /// The players in server order.
  var players: [Player] = []
  /// Whether the screen is in selection mode.
  var isSelecting = false
  /// The ticked players, by id.
  var selection = PlayerSelection()
  private var hasLoaded = false
  /// The player whose swipe-to-delete awaits confirmation, by value so a reload cannot shift it.
  var playerPendingDeletion: Player?

  // MARK: - Init

  /// Creates the presenter of `view`, reading and deleting players through `playerService` and
  /// telling `delegate` what the user chose.
  init(
    view: any PlayerListViewProtocol, playerService: any PlayerService,
    delegate: any PlayerListPresenterDelegate
  ) {
    self.view = view
    self.delegate = delegate
    self.playerService = playerService
  }

  // MARK: - PlayerListPresenterProtocol

  var numberOfRows: Int { players.count }

  func row(at index: Int) -> PlayerListRow? {
    guard players.indices.contains(index) else { return nil }
    let player = players[index]
    return PlayerListRow(player: player, isChecked: isSelecting ? selection.contains(player) : nil)
  }

  var checkedIDs: Set<Player.ID>? { isSelecting ? selection.selectedIDs : nil }

  func canDeleteRow(at index: Int) -> Bool { !isSelecting && players.indices.contains(index) }

  func load() async {
    // Shown again after a pushed screen, the list keeps its rows and mode: edits and additions
    // arrive by callback, so only the first load shows list mode and asks the service.
    guard !hasLoaded else { return }
    hasLoaded = true
    updateControls()
    await loadPlayers()
  }

  func playerDetail(didUpdate player: Player) {
    // Players are equal by id, so this finds the edited player's old row.
    guard let index = players.firstIndex(of: player) else { return }
    players[index] = player
    view?.reloadRow(at: index)
  }
}
