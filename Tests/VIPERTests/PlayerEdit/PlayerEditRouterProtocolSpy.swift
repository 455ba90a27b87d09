@testable import VIPER

/// Records where the Player Edit presenter asks its router to go.
@MainActor
final class PlayerEditRouterProtocolSpy: PlayerEditRouterProtocol {
  /// One route.
  enum Call: Equatable {
    case closePlayerEdit
  }

  /// Every route so far, in order.
  private(set) var calls: [Call] = []

  func closePlayerEdit() { calls.append(.closePlayerEdit) }
}
