@testable import VIPER

/// Records the use cases the Player Add presenter asks for; answers nothing.
@MainActor
final class PlayerAddInteractorInputProtocolSpy: PlayerAddInteractorInputProtocol {
  /// One use case asked for.
  enum Call: Equatable {
    case createPlayer(named: String)
  }

  /// Every use case asked for so far, in order.
  private(set) var calls: [Call] = []

  func createPlayer(named name: String) async { calls.append(.createPlayer(named: name)) }
}
