@testable import MVPC

/// Records what the Player Detail presenter asks of its view.
@MainActor
final class PlayerDetailViewSpy: PlayerDetailViewProtocol {
  /// One request to the view.
  enum Call: Equatable {
    case setTitle(String)
    case reloadData
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func setTitle(_ title: String) { calls.append(.setTitle(title)) }
  func reloadData() { calls.append(.reloadData) }
}
