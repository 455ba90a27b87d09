@testable import VIPER

/// Records the events the Player Detail view sends to its presenter.
@MainActor
final class PlayerDetailPresenterProtocolSpy: PlayerDetailPresenterProtocol {
  /// One event.
  enum Call: Equatable {
    case load
    case didSelectRow(Int, section: Int)
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []

  func load() { calls.append(.load) }
  func didSelectRow(_ row: Int, inSection section: Int) {
    calls.append(.didSelectRow(row, section: section))
  }
}
