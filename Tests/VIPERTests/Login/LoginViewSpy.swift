@testable import VIPER

/// Records what the Login presenter tells its view, in order.
@MainActor
final class LoginViewSpy: LoginViewProtocol {
  /// One thing told.
  enum Call: Equatable {
    case setUsername(String)
    case setRememberMe(Bool)
    case showLoading
    case hideLoading
    case showError(title: String, message: String)
  }

  /// Everything told so far, in order.
  private(set) var calls: [Call] = []

  func setUsername(_ username: String) { calls.append(.setUsername(username)) }
  func setRememberMe(_ isOn: Bool) { calls.append(.setRememberMe(isOn)) }
  func showLoading() { calls.append(.showLoading) }
  func hideLoading() { calls.append(.hideLoading) }
  func showError(title: String, message: String) {
    calls.append(.showError(title: title, message: message))
  }
}
