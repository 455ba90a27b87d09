import VIP

/// Records the view models the Login presenter hands to its view controller, in order.
@MainActor
final class LoginDisplayLogicSpy: LoginDisplayLogic {
  /// One view model.
  enum Call: Equatable {
    case displayRemembered(Login.FetchRemembered.ViewModel)
    case displayLogin(Login.Login.ViewModel)
    case displayLoading(Login.Loading.ViewModel)
  }

  /// Every view model so far, in order.
  private(set) var calls: [Call] = []

  func displayRemembered(viewModel: Login.FetchRemembered.ViewModel) {
    calls.append(.displayRemembered(viewModel))
  }
  func displayLogin(viewModel: Login.Login.ViewModel) { calls.append(.displayLogin(viewModel)) }
  func displayLoading(viewModel: Login.Loading.ViewModel) {
    calls.append(.displayLoading(viewModel))
  }
}
