@testable import VIPER

/// Records what Player Add reports to the module that opened it.
@MainActor
final class PlayerAddModuleOutputSpy: PlayerAddModuleOutput {
  /// One report.
  enum Call: Equatable {
    case playerAddDidCreatePlayer
  }

  /// Every report so far, in order.
  private(set) var calls: [Call] = []

  func playerAddDidCreatePlayer() async { calls.append(.playerAddDidCreatePlayer) }
}
