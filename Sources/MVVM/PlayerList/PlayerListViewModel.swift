import Domain
import Observation

/// The MVVM view model of Player List: keeps the players, the mode and the selection.
///
/// It loads and deletes through `PlayerService`, publishes the controls, the rows and the
/// alerts, and builds the view models of Player Detail, Player Add and Confirm Players, which it
/// shows through `Actions`. Modes and selection are in `+Selection`, deleting in `+Delete`, the
/// screens it opens in `+Routes`.
@MainActor
@Observable
final class PlayerListViewModel {
  /// Where the view model sends the user: the app's navigation, passed on to what it opens.
  typealias Actions = Navigation

  /// An alert Player List shows: an error with OK, or the delete confirmation.
  enum Alert: Equatable, Sendable {
    /// A failure, with one OK button.
    case error(AlertMessage)
    /// Asks before deleting; Delete calls `confirmDeletion()`, Cancel `cancelDeletion()`.
    case deleteConfirmation(AlertMessage)
  }

  // MARK: - Outputs

  // Set only by this view model, also from its `+Delete` and `+Selection` files, hence not
  // `private(set)`.
  /// The navigation title, Select/Cancel and the bottom button.
  var controls = PlayerListControls(isSelecting: false, selectedCount: 0, hasPlayers: false)
  /// The rows, in server order; a row compares every field of its player, so a rename is a
  /// change.
  var rows: [PlayerListRow] = []
  /// Whether the empty view stands in for the table.
  var isEmptyViewShown = false
  /// Whether the screen takes input; off while the players load (SPEC §3.2).
  var isInteractionEnabled = true
  /// Whether the loading overlay is up (while deleting).
  var isLoading = false
  /// The alert to show, until it is answered (the UI sets it to nil).
  var alert: Alert?

  // MARK: - Properties

  // Internal, not private, only so `+Delete` and `+Selection` can reach them.
  /// Navigation out of Player List.
  let actions: Actions
  let playerService: any PlayerService
  // Only passed on to Confirm Players' view model, which starts the gather.
  let gatherService: any GatherService
  // Only passed on to Confirm Players' view model, for Gather's countdown.
  let clock: any TimerClock
  /// The players in server order.
  var players: [Player] = []
  /// The player whose swipe-to-delete awaits confirmation, by value so a reload cannot shift it.
  var playerPendingDeletion: Player?
  /// Whether the screen is in selection mode.
  var isSelecting = false
  /// The ticked players, by id.
  var selection = PlayerSelection()

  // MARK: - Init

  /// Creates the view model over `playerService`, leaving through `actions`; Confirm Players
  /// starts gathers through `gatherService` and Gather counts down on `clock`.
  init(
    playerService: any PlayerService, gatherService: any GatherService, clock: any TimerClock,
    actions: Actions
  ) {
    self.playerService = playerService
    self.gatherService = gatherService
    self.clock = clock
    self.actions = actions
  }

  // MARK: - Inputs

  /// Loads the players; the sign-in that shows the list calls it, once (SPEC §3.2): coming back
  /// from a pushed screen loads nothing, since edits and additions arrive as inputs.
  func load() async {
    await loadPlayers()
  }

  /// Loads again after the empty view's Retry: the empty view goes first.
  func reload() async {
    isEmptyViewShown = false
    await loadPlayers()
  }

  /// Player Detail saved `player`: replace the row with the same id, without a reload.
  func playerUpdated(_ player: Player) {
    guard let index = players.firstIndex(of: player) else { return }
    players[index] = player
    publish()
  }

  /// Player Add created a player: load the list again.
  func playerCreated() async {
    await loadPlayers()
  }

  // MARK: - Helpers

  /// Publishes the controls and the rows from the mode, the selection and the list.
  func publish() {
    controls = PlayerListControls(
      isSelecting: isSelecting, selection: selection, players: players)
    rows = PlayerListRow.rows(of: players, selection: isSelecting ? selection : nil)
  }

  // MARK: - Private

  /// Loads without an overlay; input is off until the answer is back (SPEC §3.2).
  private func loadPlayers() async {
    isInteractionEnabled = false
    do throws(ServiceError) {
      let loaded = try await playerService.players()
      isInteractionEnabled = true
      players = loaded
      isEmptyViewShown = players.isEmpty
      publish()
    } catch {
      isInteractionEnabled = true
      // The rows already shown stay: a failed refresh is no reason to empty the screen.
      alert = .error(AlertMessage(title: PlayerListTexts.errorTitle, message: error.message))
    }
  }
}
