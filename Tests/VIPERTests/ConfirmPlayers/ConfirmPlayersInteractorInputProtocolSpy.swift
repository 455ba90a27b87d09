import Domain

@testable import VIPER

/// Records the use cases the Confirm Players presenter asks for; answers nothing.
@MainActor
final class ConfirmPlayersInteractorInputProtocolSpy: ConfirmPlayersInteractorInputProtocol {
  /// One use case asked for.
  enum Call: Equatable {
    case loadTeams
    case movePlayer(from: TeamAssignment.Slot, to: TeamAssignment.Slot)
    case startGather
  }

  /// Every use case asked for so far, in order.
  private(set) var calls: [Call] = []

  func loadTeams() { calls.append(.loadTeams) }
  func movePlayer(from source: TeamAssignment.Slot, to destination: TeamAssignment.Slot) {
    calls.append(.movePlayer(from: source, to: destination))
  }
  func startGather() async { calls.append(.startGather) }
}
