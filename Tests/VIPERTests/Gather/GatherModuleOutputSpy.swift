@testable import VIPER

/// Records what Gather reports to the module that started the flow.
@MainActor
final class GatherModuleOutputSpy: GatherModuleOutput {
  /// One report.
  enum Call: Equatable {
    case gatherDidEnd
  }

  /// Every report so far, in order.
  private(set) var calls: [Call] = []

  func gatherDidEnd() { calls.append(.gatherDidEnd) }
}
