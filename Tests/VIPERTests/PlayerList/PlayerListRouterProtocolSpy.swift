import Domain

@testable import VIPER

/// Records where the Player List presenter asks its router to go, and the module output it hands
/// to the next module.
@MainActor
final class PlayerListRouterProtocolSpy: PlayerListRouterProtocol {
  /// One route; players are listed by name.
  enum Call: Equatable {
    case showPlayerDetail(String)
    case showPlayerAdd
    case showConfirmPlayers([String])
  }

  /// Every route so far, in order.
  private(set) var calls: [Call] = []
  /// The module output handed with the last route.
  private(set) var lastOutput: AnyObject?

  func showPlayerDetail(for player: Player, output: any PlayerDetailModuleOutput) {
    calls.append(.showPlayerDetail(player.name))
    lastOutput = output
  }
  func showPlayerAdd(output: any PlayerAddModuleOutput) {
    calls.append(.showPlayerAdd)
    lastOutput = output
  }
  func showConfirmPlayers(with players: [Player], output: any GatherModuleOutput) {
    calls.append(.showConfirmPlayers(players.map(\.name)))
    lastOutput = output
  }
}
