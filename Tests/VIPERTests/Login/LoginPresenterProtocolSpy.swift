@testable import VIPER

/// Records the events the Login view sends to its presenter.
@MainActor
final class LoginPresenterProtocolSpy: LoginPresenterProtocol {
  /// One event.
  enum Call: Equatable {
    case load
    case loginTapped(username: String, password: String, rememberMe: Bool)
    case registerTapped(username: String, password: String, rememberMe: Bool)
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []

  func load() { calls.append(.load) }
  func loginTapped(username: String, password: String, rememberMe: Bool) async {
    calls.append(.loginTapped(username: username, password: password, rememberMe: rememberMe))
  }
  func registerTapped(username: String, password: String, rememberMe: Bool) async {
    calls.append(.registerTapped(username: username, password: password, rememberMe: rememberMe))
  }
}
