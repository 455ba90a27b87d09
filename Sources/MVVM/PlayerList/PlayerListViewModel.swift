import Domain
import Observation

/// The MVVM view model of Player List: keeps the players, the mode and the selection.
///
/// It loads and deletes through `PlayerService` and derives the controls and the rows; an input
/// that leads to another screen returns that screen's `Route`, which its screen shows.
@MainActor
@Observable
final class PlayerListViewModel {
  /// A screen the list leads to, by value: what that screen starts from.
  enum Route: Hashable {
    /// Player Detail of this player.
    case playerDetail(Player)
    /// Player Add.
    case playerAdd
    /// Confirm Players with these players on the bench, in list order.
    case confirmPlayers([Player])
  }

  /// An alert Player List shows: an error with OK, or the delete confirmation.
  enum Alert: Equatable, Sendable {
    /// A failure, with one OK button.
    case error(AlertMessage)
    /// Asks before deleting; Delete calls `confirmDeletion()`, Cancel `cancelDeletion()`.
    case deleteConfirmation(AlertMessage)
  }

  // MARK: - Outputs

  /// The players in server order.
  var players: [Player] { loaded.wrappedValue }
  /// Whether the screen is in selection mode.
  private(set) var isSelecting = false
  /// The ticked players, by id.
  private(set) var selection = PlayerSelection()
  /// The navigation title, Select/Cancel and the bottom button.
  var controls: PlayerListControls {
    PlayerListControls(isSelecting: isSelecting, selection: selection, players: players)
  }
  /// The rows, in server order, with their ticks in selection mode.
  var rows: [PlayerListRow] {
    PlayerListRow.rows(of: players, selection: isSelecting ? selection : nil)
  }
  /// Whether rows may be swiped to delete: only in list mode.
  var canDelete: Bool { !isSelecting }
  /// Whether the empty view stands in for the table.
  private(set) var isEmptyViewShown = false
  /// Whether the screen takes input; off while the players load (SPEC §3.2).
  private(set) var isInteractionEnabled = true
  /// Whether the loading overlay is up (while deleting).
  private(set) var isLoading = false
  /// The alert to show, until it is answered (the UI sets it to nil).
  var alert: Alert?

  // MARK: - Properties

  private let playerService: any PlayerService
  // Compared field by field: `Player`'s `==` compares ids only, and Observation skips a set to
  // an equal value, so a renamed player would not be seen.
  private var loaded = ComparedByContents(wrappedValue: [Player]())
  /// Whether the first load has run: coming back to the list loads nothing (SPEC §3.2).
  private var hasLoaded = false
  /// The player whose swipe-to-delete awaits confirmation, by value so a reload cannot shift it.
  private var playerPendingDeletion: Player?

  // MARK: - Init

  /// Creates the view model over `playerService`.
  init(playerService: any PlayerService) {
    self.playerService = playerService
  }

  // MARK: - Inputs: loads

  /// Loads the players when the list first shows; later calls (a screen shown again after
  /// Back) load nothing, since edits and additions arrive as inputs (SPEC §3.2).
  func load() async {
    guard !hasLoaded else { return }
    hasLoaded = true
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
    loaded.wrappedValue[index] = player
  }

  /// Player Add created a player: load the list again.
  func playerCreated() async {
    await loadPlayers()
  }

  // MARK: - Inputs: modes and selection

  /// Select/Cancel was tapped: switch mode and clear the selection.
  func selectTapped() {
    setSelecting(!isSelecting)
  }

  /// The bottom button was tapped: Player Add in list mode, Confirm Players with the ticked
  /// players in list order (not tap order) in selection mode.
  @discardableResult
  func actionTapped() -> Route? {
    guard isSelecting else { return .playerAdd }
    guard selection.canConfirm else { return nil }
    return .confirmPlayers(selection.selectedPlayers(in: players))
  }

  /// The user picks `player`: its details, or a tick in selection mode (no route).
  @discardableResult
  func select(_ player: Player) -> Route? {
    guard let index = players.firstIndex(of: player) else { return nil }
    guard isSelecting else { return .playerDetail(players[index]) }
    selection.toggle(players[index])
    return nil
  }

  /// The gather ended and the list is on top again: back to list mode, without a reload.
  func gatherEnded() {
    setSelecting(false)
  }

  // MARK: - Inputs: delete

  /// The user asks to delete `player` (a swipe): the confirmation asks first.
  func delete(_ player: Player) {
    guard canDelete, let index = players.firstIndex(of: player) else { return }
    playerPendingDeletion = players[index]
    alert = .deleteConfirmation(
      AlertMessage(title: PlayerListTexts.deleteTitle, message: PlayerListTexts.deleteMessage))
  }

  /// The user cancels the deletion.
  func cancelDeletion() {
    alert = nil
    playerPendingDeletion = nil
  }

  /// The user confirms the deletion; returns once the server has answered.
  func confirmDeletion() async {
    alert = nil
    guard let player = playerPendingDeletion else { return }
    playerPendingDeletion = nil
    isLoading = true
    // Hidden on both paths: the originals left the overlay up after a delete.
    defer { isLoading = false }
    do throws(ServiceError) {
      try await playerService.delete(id: player.id)
      loaded.wrappedValue.removeAll { $0 == player }
      if players.isEmpty { isEmptyViewShown = true }
    } catch {
      alert = .error(AlertMessage(title: PlayerListTexts.errorTitle, message: error.message))
    }
  }

  // MARK: - Private

  private func setSelecting(_ isOn: Bool) {
    isSelecting = isOn
    selection.removeAll()
  }

  /// Loads without an overlay; input is off until the answer is back (SPEC §3.2).
  private func loadPlayers() async {
    isInteractionEnabled = false
    defer { isInteractionEnabled = true }
    do throws(ServiceError) {
      loaded = ComparedByContents(wrappedValue: try await playerService.players())
      isEmptyViewShown = players.isEmpty
    } catch {
      // The rows already shown stay: a failed refresh is no reason to empty the screen.
      alert = .error(AlertMessage(title: PlayerListTexts.errorTitle, message: error.message))
    }
  }
}
