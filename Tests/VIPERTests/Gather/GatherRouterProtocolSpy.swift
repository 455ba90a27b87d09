@testable import VIPER

/// Records where the Gather presenter asks its router to go.
@MainActor
final class GatherRouterProtocolSpy: GatherRouterProtocol {
  /// One route.
  enum Call: Equatable {
    case closeGather
  }

  /// Every route so far, in order.
  private(set) var calls: [Call] = []

  func closeGather() { calls.append(.closeGather) }
}
