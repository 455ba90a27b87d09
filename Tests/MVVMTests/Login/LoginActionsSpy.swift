@testable import MVVM

/// Records where the Login view model sends the user.
@MainActor
final class LoginActionsSpy {
  /// One navigation request.
  enum Call: Equatable {
    case showPlayerList
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  /// The actions to hand to the view model.
  var actions: LoginViewModel.Actions {
    LoginViewModel.Actions(showPlayerList: { [weak self] in self?.calls.append(.showPlayerList) })
  }
}
