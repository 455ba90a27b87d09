import Domain

@testable import MVPC

/// Supplies fixed rows to the Player List view and records the events it forwards.
@MainActor
final class PlayerListPresenterSpy: PlayerListPresenterProtocol {
  /// One forwarded event.
  enum Call: Equatable {
    case load
    case selectTapped
    case actionTapped
    case didSelectRow(at: Int)
    case didSelectPlayer(id: Player.ID)
    case deleteTappedForPlayer(id: Player.ID)
    case retryTapped
    case deleteTapped(at: Int)
    case deleteConfirmed
    case deleteCancelled
    case playerDetailDidUpdate(Player)
    case playerAddDidCreatePlayer
    case gatherDidEnd
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []
  /// The rows the table shows.
  var rows: [PlayerListRow] = []
  /// Whether rows may be swiped to delete.
  var canDelete = true

  var numberOfRows: Int { rows.count }
  func row(at index: Int) -> PlayerListRow? { rows.indices.contains(index) ? rows[index] : nil }
  var players: [Player] { rows.map(\.player) }
  var checkedIDs: Set<Player.ID>? {
    rows.first?.isChecked == nil ? nil : Set(rows.filter { $0.isChecked == true }.map(\.player.id))
  }
  func canDeleteRow(at index: Int) -> Bool { canDelete }
  func load() async { calls.append(.load) }
  func selectTapped() { calls.append(.selectTapped) }
  func actionTapped() { calls.append(.actionTapped) }
  func didSelectRow(at index: Int) { calls.append(.didSelectRow(at: index)) }
  func didSelectPlayer(id: Player.ID) { calls.append(.didSelectPlayer(id: id)) }
  func deleteTapped(id: Player.ID) { calls.append(.deleteTappedForPlayer(id: id)) }
  func retryTapped() async { calls.append(.retryTapped) }
  func deleteTapped(at index: Int) { calls.append(.deleteTapped(at: index)) }
  func deleteConfirmed() async { calls.append(.deleteConfirmed) }
  func deleteCancelled() { calls.append(.deleteCancelled) }
  func playerDetail(didUpdate player: Player) { calls.append(.playerDetailDidUpdate(player)) }
  func playerAddDidCreatePlayer() async { calls.append(.playerAddDidCreatePlayer) }
  func gatherDidEnd() { calls.append(.gatherDidEnd) }
}
