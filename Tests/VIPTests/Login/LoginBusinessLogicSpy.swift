import VIP

/// Records the requests the Login view controller sends, in order.
@MainActor
final class LoginBusinessLogicSpy: LoginBusinessLogic {
  /// One request.
  enum Call: Equatable {
    case fetchRemembered
    case login(Login.Login.Request)
    case register(Login.Register.Request)
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func fetchRemembered(request: Login.FetchRemembered.Request) { calls.append(.fetchRemembered) }
  func login(request: Login.Login.Request) async { calls.append(.login(request)) }
  func register(request: Login.Register.Request) async { calls.append(.register(request)) }
}
