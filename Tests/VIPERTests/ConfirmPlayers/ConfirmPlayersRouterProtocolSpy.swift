import Domain

@testable import VIPER

/// Records where the Confirm Players presenter asks its router to go.
@MainActor
final class ConfirmPlayersRouterProtocolSpy: ConfirmPlayersRouterProtocol {
  /// One route.
  enum Call: Equatable {
    case showGather(GatherModel)
  }

  /// Every route so far, in order.
  private(set) var calls: [Call] = []

  func showGather(with model: GatherModel) { calls.append(.showGather(model)) }
}
