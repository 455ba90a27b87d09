import Domain

@testable import VIPER

/// Records what Player Detail reports to the module that opened it.
@MainActor
final class PlayerDetailModuleOutputSpy: PlayerDetailModuleOutput {
  /// Every updated player reported so far, in order.
  private(set) var updatedPlayers: [Player] = []

  func playerDetailDidUpdate(_ player: Player) { updatedPlayers.append(player) }
}
