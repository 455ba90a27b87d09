import VIP

/// Records the responses the Login interactor hands to its presenter, in order.
@MainActor
final class LoginPresentationLogicSpy: LoginPresentationLogic {
  /// One response.
  enum Call: Equatable {
    case presentRemembered(Login.FetchRemembered.Response)
    case presentLogin(Login.Login.Response)
    case presentLoading(Login.Loading.Response)
  }

  /// Every response so far, in order.
  private(set) var calls: [Call] = []

  func presentRemembered(response: Login.FetchRemembered.Response) {
    calls.append(.presentRemembered(response))
  }
  func presentLogin(response: Login.Login.Response) { calls.append(.presentLogin(response)) }
  func presentLoading(response: Login.Loading.Response) { calls.append(.presentLoading(response)) }
}
