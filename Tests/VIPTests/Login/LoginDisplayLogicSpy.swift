@testable import VIP

/// Records the view models the Login presenter hands to its view controller, in order.
@MainActor
final class LoginDisplayLogicSpy: LoginDisplayLogic {
  /// One view model.
  enum Call: Equatable {
    case displayRemembered(LoginScene.FetchRemembered.ViewModel)
    case displayLogin(LoginScene.Login.ViewModel)
    case displayLoading(LoginScene.Loading.ViewModel)
  }

  /// Every view model so far, in order.
  private(set) var calls: [Call] = []

  func displayRemembered(viewModel: LoginScene.FetchRemembered.ViewModel) {
    calls.append(.displayRemembered(viewModel))
  }
  func displayLogin(viewModel: LoginScene.Login.ViewModel) {
    calls.append(.displayLogin(viewModel))
  }
  func displayLoading(viewModel: LoginScene.Loading.ViewModel) {
    calls.append(.displayLoading(viewModel))
  }
}
