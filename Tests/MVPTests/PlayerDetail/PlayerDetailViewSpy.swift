import Domain

@testable import MVP

/// Records what the Player Detail presenter asks of its view.
@MainActor
final class PlayerDetailViewSpy: PlayerDetailViewProtocol {
  /// One request to the view.
  enum Call: Equatable {
    case setTitle(String)
    case reloadData
    case showPlayerEdit(playerID: Int, field: PlayerField)
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func setTitle(_ title: String) { calls.append(.setTitle(title)) }
  func reloadData() { calls.append(.reloadData) }
  func showPlayerEdit(for player: Player, field: PlayerField) {
    calls.append(.showPlayerEdit(playerID: player.id, field: field))
  }
}
