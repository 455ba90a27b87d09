import Domain

@testable import VIPER

/// Records the events the Player List view sends to its presenter.
@MainActor
final class PlayerListPresenterProtocolSpy: PlayerListPresenterProtocol {
  /// One event.
  enum Call: Equatable {
    case load, selectTapped, actionTapped, retryTapped
    case didSelectPlayer(Player.ID)
    case deleteTapped(Player.ID)
    case deleteConfirmed, deleteCancelled
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []

  func load() async { calls.append(.load) }
  func selectTapped() { calls.append(.selectTapped) }
  func actionTapped() { calls.append(.actionTapped) }
  func didSelectPlayer(id: Player.ID) { calls.append(.didSelectPlayer(id)) }
  func retryTapped() async { calls.append(.retryTapped) }
  func deleteTapped(id: Player.ID) { calls.append(.deleteTapped(id)) }
  func deleteConfirmed() async { calls.append(.deleteConfirmed) }
  func deleteCancelled() { calls.append(.deleteCancelled) }
}
