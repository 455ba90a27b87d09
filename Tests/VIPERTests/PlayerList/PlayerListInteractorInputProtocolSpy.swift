import Domain

@testable import VIPER

/// Records the use cases the Player List presenter asks for; answers nothing, so a test answers
/// as the interactor would, through the presenter's output methods.
@MainActor
final class PlayerListInteractorInputProtocolSpy: PlayerListInteractorInputProtocol {
  /// One use case asked for.
  enum Call: Equatable {
    case fetchPlayers
    case pickPlayer(id: Player.ID)
    case toggleSelection(id: Player.ID)
    case setSelecting(Bool)
    case confirmSelection
    case requestDeletion(id: Player.ID)
    case cancelDeletion
    case confirmDeletion
    case updatePlayer(Player)
  }

  /// Every use case asked for so far, in order.
  private(set) var calls: [Call] = []

  func fetchPlayers() async { calls.append(.fetchPlayers) }
  func pickPlayer(id: Player.ID) { calls.append(.pickPlayer(id: id)) }
  func toggleSelection(id: Player.ID) { calls.append(.toggleSelection(id: id)) }
  func setSelecting(_ isOn: Bool) { calls.append(.setSelecting(isOn)) }
  func confirmSelection() { calls.append(.confirmSelection) }
  func requestDeletion(id: Player.ID) { calls.append(.requestDeletion(id: id)) }
  func cancelDeletion() { calls.append(.cancelDeletion) }
  func confirmDeletion() async { calls.append(.confirmDeletion) }
  func updatePlayer(_ player: Player) { calls.append(.updatePlayer(player)) }
}
