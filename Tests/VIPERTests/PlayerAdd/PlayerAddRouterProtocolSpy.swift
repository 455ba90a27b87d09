@testable import VIPER

/// Records where the Player Add presenter asks its router to go, and whether the module output
/// had been told by then.
@MainActor
final class PlayerAddRouterProtocolSpy: PlayerAddRouterProtocol {
  /// One route.
  enum Call: Equatable {
    case closePlayerAdd
  }

  /// Every route so far, in order.
  private(set) var calls: [Call] = []
  /// Read when the router is asked to close, to see what the output had heard before.
  var onClose: () -> Void = {}

  func closePlayerAdd() {
    onClose()
    calls.append(.closePlayerAdd)
  }
}
