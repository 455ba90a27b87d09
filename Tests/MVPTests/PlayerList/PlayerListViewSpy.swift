import Domain

@testable import MVP

/// Records what the Player List presenter asks of its view, in order.
@MainActor
final class PlayerListViewSpy: PlayerListViewProtocol {
  /// One request to the view.
  enum Call: Equatable {
    case showControls(PlayerListControls)
    case reloadData
    case reloadRow(at: Int)
    case deleteRow(at: Int)
    case showEmptyView(Bool)
    case setUserInteractionEnabled(Bool)
    case showLoading
    case hideLoading
    case showError(title: String, message: String)
    case showDeleteConfirmation(title: String, message: String)
    case showPlayerDetail(Player)
    case showPlayerAdd
    case showConfirmPlayers([Player])
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  /// Forgets the calls so far, so a test can look only at what its action caused.
  func reset() { calls.removeAll() }

  func showControls(_ controls: PlayerListControls) { calls.append(.showControls(controls)) }
  func reloadData() { calls.append(.reloadData) }
  func reloadRow(at index: Int) { calls.append(.reloadRow(at: index)) }
  func deleteRow(at index: Int) { calls.append(.deleteRow(at: index)) }
  func showEmptyView(_ isEmpty: Bool) { calls.append(.showEmptyView(isEmpty)) }
  func setUserInteractionEnabled(_ isEnabled: Bool) {
    calls.append(.setUserInteractionEnabled(isEnabled))
  }
  func showLoading() { calls.append(.showLoading) }
  func hideLoading() { calls.append(.hideLoading) }
  func showError(title: String, message: String) {
    calls.append(.showError(title: title, message: message))
  }
  func showDeleteConfirmation(title: String, message: String) {
    calls.append(.showDeleteConfirmation(title: title, message: message))
  }
  func showPlayerDetail(for player: Player) { calls.append(.showPlayerDetail(player)) }
  func showPlayerAdd() { calls.append(.showPlayerAdd) }
  func showConfirmPlayers(with players: [Player]) { calls.append(.showConfirmPlayers(players)) }
}

/// The call that shows list mode; Select is enabled when there are players.
func listMode(selectEnabled: Bool) -> [PlayerListViewSpy.Call] {
  [
    .showControls(
      PlayerListControls(isSelecting: false, selectedCount: 0, hasPlayers: selectEnabled))
  ]
}

/// The call that shows selection mode with `selected` players ticked.
func selectionMode(selected: Int) -> [PlayerListViewSpy.Call] {
  [.showControls(PlayerListControls(isSelecting: true, selectedCount: selected, hasPlayers: true))]
}
