import Domain

@testable import VIPER

/// Records how the Player Detail interactor answers, in order.
@MainActor
final class PlayerDetailInteractorOutputProtocolSpy: PlayerDetailInteractorOutputProtocol {
  /// One answer; a player is named by its name.
  enum Call: Equatable {
    case didLoadPlayer(String)
    case didReplacePlayer(String)
  }

  /// Every answer so far, in order.
  private(set) var calls: [Call] = []

  func didLoadPlayer(_ player: Player) { calls.append(.didLoadPlayer(player.name)) }
  func didReplacePlayer(_ player: Player) { calls.append(.didReplacePlayer(player.name)) }
}
