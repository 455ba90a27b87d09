@testable import VIP

/// Records the requests the Login view controller sends, in order.
@MainActor
final class LoginBusinessLogicSpy: LoginBusinessLogic {
  /// One request.
  enum Call: Equatable {
    case fetchRemembered
    case login(LoginScene.Login.Request)
    case register(LoginScene.Register.Request)
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func fetchRemembered(request: LoginScene.FetchRemembered.Request) {
    calls.append(.fetchRemembered)
  }
  func login(request: LoginScene.Login.Request) async { calls.append(.login(request)) }
  func register(request: LoginScene.Register.Request) async { calls.append(.register(request)) }
}
