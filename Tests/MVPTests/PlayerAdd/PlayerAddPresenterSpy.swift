@testable import MVP

/// Records the events the Player Add view forwards to its presenter.
@MainActor
final class PlayerAddPresenterSpy: PlayerAddPresenterProtocol {
  /// One forwarded event.
  enum Call: Equatable {
    case load
    case nameChanged(String)
    case doneTapped(name: String)
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []

  func load() { calls.append(.load) }
  func nameChanged(_ name: String) { calls.append(.nameChanged(name)) }
  func doneTapped(name: String) async { calls.append(.doneTapped(name: name)) }
}
