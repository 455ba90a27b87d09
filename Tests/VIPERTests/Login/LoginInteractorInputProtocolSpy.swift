import Domain

@testable import VIPER

/// Records the use cases the Login presenter asks for, in order; answers nothing.
@MainActor
final class LoginInteractorInputProtocolSpy: LoginInteractorInputProtocol {
  /// One use case asked for.
  enum Call: Equatable {
    case loadRememberedCredentials
    case login(Credentials, rememberMe: Bool)
    case register(Credentials, rememberMe: Bool)
  }

  /// Every use case asked for so far, in order.
  private(set) var calls: [Call] = []

  func loadRememberedCredentials() { calls.append(.loadRememberedCredentials) }
  func login(with credentials: Credentials, rememberMe: Bool) async {
    calls.append(.login(credentials, rememberMe: rememberMe))
  }
  func register(with credentials: Credentials, rememberMe: Bool) async {
    calls.append(.register(credentials, rememberMe: rememberMe))
  }
}
