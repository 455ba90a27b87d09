@testable import VIP

/// Records the responses the Login interactor hands to its presenter, in order.
@MainActor
final class LoginPresentationLogicSpy: LoginPresentationLogic {
  /// One response.
  enum Call: Equatable {
    case presentRemembered(LoginScene.FetchRemembered.Response)
    case presentLogin(LoginScene.Login.Response)
    case presentLoading(LoginScene.Loading.Response)
  }

  /// Every response so far, in order.
  private(set) var calls: [Call] = []

  func presentRemembered(response: LoginScene.FetchRemembered.Response) {
    calls.append(.presentRemembered(response))
  }
  func presentLogin(response: LoginScene.Login.Response) { calls.append(.presentLogin(response)) }
  func presentLoading(response: LoginScene.Loading.Response) {
    calls.append(.presentLoading(response))
  }
}
