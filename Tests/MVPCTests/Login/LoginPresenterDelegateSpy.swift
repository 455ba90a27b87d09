@testable import MVPC

/// Records what Login tells its coordinator.
@MainActor
final class LoginPresenterDelegateSpy: LoginPresenterDelegate {
  /// One message to the delegate.
  enum Call: Equatable {
    case didLogIn
  }

  /// Every message so far, in order.
  private(set) var calls: [Call] = []

  func didLogIn() { calls.append(.didLogIn) }
}
