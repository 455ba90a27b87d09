import Domain

@testable import VIPER

/// Records how the Login interactor answers, in order.
@MainActor
final class LoginInteractorOutputProtocolSpy: LoginInteractorOutputProtocol {
  /// One answer.
  enum Call: Equatable {
    case didLoadRememberedCredentials(username: String, rememberMe: Bool)
    case didSignIn
    case didFailToSignIn(ServiceError)
  }

  /// Every answer so far, in order.
  private(set) var calls: [Call] = []

  func didLoadRememberedCredentials(username: String, rememberMe: Bool) {
    calls.append(.didLoadRememberedCredentials(username: username, rememberMe: rememberMe))
  }
  func didSignIn() { calls.append(.didSignIn) }
  func didFailToSignIn(with error: ServiceError) { calls.append(.didFailToSignIn(error)) }
}
