import Domain

@testable import VIPER

/// Records where the Player Detail presenter asks its router to go.
@MainActor
final class PlayerDetailRouterProtocolSpy: PlayerDetailRouterProtocol {
  /// One route: the edited player's name and field.
  enum Call: Equatable {
    case showPlayerEdit(String, PlayerField)
  }

  /// Every route so far, in order.
  private(set) var calls: [Call] = []
  /// The module output handed with the last route.
  private(set) var lastOutput: AnyObject?

  func showPlayerEdit(for player: Player, field: PlayerField, output: any PlayerEditModuleOutput) {
    calls.append(.showPlayerEdit(player.name, field))
    lastOutput = output
  }
}
