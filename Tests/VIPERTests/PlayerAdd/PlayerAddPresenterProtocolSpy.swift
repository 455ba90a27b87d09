@testable import VIPER

/// Records the events the Player Add view sends to its presenter.
@MainActor
final class PlayerAddPresenterProtocolSpy: PlayerAddPresenterProtocol {
  /// One event.
  enum Call: Equatable {
    case load
    case nameDidChange(String)
    case doneTapped(name: String)
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []

  func load() { calls.append(.load) }
  func nameDidChange(_ name: String) { calls.append(.nameDidChange(name)) }
  func doneTapped(name: String) async { calls.append(.doneTapped(name: name)) }
}
