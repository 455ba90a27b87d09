import Domain

@testable import VIPER

/// Records the events the Player Detail view sends to its presenter.
@MainActor
final class PlayerDetailPresenterProtocolSpy: PlayerDetailPresenterProtocol {
  /// One event.
  enum Call: Equatable {
    case load
    case didSelectField(PlayerField)
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []

  func load() { calls.append(.load) }
  func didSelectField(_ field: PlayerField) {
    calls.append(.didSelectField(field))
  }
}
