import Domain

@testable import VIPER

/// Records what Player Edit reports to the module that opened it.
@MainActor
final class PlayerEditModuleOutputSpy: PlayerEditModuleOutput {
  /// Every updated player reported so far, in order.
  private(set) var updatedPlayers: [Player] = []

  func playerEditDidUpdate(_ player: Player) { updatedPlayers.append(player) }
}
