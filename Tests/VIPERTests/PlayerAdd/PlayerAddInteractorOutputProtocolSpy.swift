@testable import VIPER

/// Records how the Player Add interactor answers, in order.
@MainActor
final class PlayerAddInteractorOutputProtocolSpy: PlayerAddInteractorOutputProtocol {
  /// One answer.
  enum Call: Equatable {
    case didCreatePlayer
    case didFailToCreatePlayer
  }

  /// Every answer so far, in order.
  private(set) var calls: [Call] = []

  func didCreatePlayer() { calls.append(.didCreatePlayer) }
  func didFailToCreatePlayer() { calls.append(.didFailToCreatePlayer) }
}
