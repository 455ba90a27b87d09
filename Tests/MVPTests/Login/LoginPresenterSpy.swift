@testable import MVP

/// Records the events the Login view forwards to its presenter.
@MainActor
final class LoginPresenterSpy: LoginPresenterProtocol {
  /// One forwarded event.
  enum Call: Equatable {
    case load
    case loginTapped(username: String, password: String, remember: Bool)
    case registerTapped(username: String, password: String, remember: Bool)
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []

  func load() { calls.append(.load) }
  func loginTapped(username: String, password: String, remember: Bool) async {
    calls.append(.loginTapped(username: username, password: password, remember: remember))
  }
  func registerTapped(username: String, password: String, remember: Bool) async {
    calls.append(.registerTapped(username: username, password: password, remember: remember))
  }
}
