@testable import MVP

/// Records what Player Add tells the screen that opened it.
@MainActor
final class PlayerAddPresenterDelegateSpy: PlayerAddPresenterDelegate {
  /// One message to the delegate.
  enum Call: Equatable {
    case playerAddDidCreatePlayer
  }

  /// Every message so far, in order.
  private(set) var calls: [Call] = []
  /// Run on each message, so a test can look at the screen at that moment.
  var onMessage: (() -> Void)?

  func playerAddDidCreatePlayer() async {
    calls.append(.playerAddDidCreatePlayer)
    onMessage?()
  }
}
