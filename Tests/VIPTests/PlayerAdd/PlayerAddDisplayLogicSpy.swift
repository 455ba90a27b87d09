@testable import VIP

/// Records the view models the Player Add presenter hands to its view controller, in order.
@MainActor
final class PlayerAddDisplayLogicSpy: PlayerAddDisplayLogic {
  /// One view model.
  enum Call: Equatable {
    case displayValidation(PlayerAddScene.ValidateName.ViewModel)
    case displayCreatePlayer(PlayerAddScene.CreatePlayer.ViewModel)
    case displayLoading(PlayerAddScene.Loading.ViewModel)
  }

  /// Every view model so far, in order.
  private(set) var calls: [Call] = []

  func displayValidation(viewModel: PlayerAddScene.ValidateName.ViewModel) {
    calls.append(.displayValidation(viewModel))
  }
  func displayCreatePlayer(viewModel: PlayerAddScene.CreatePlayer.ViewModel) async {
    calls.append(.displayCreatePlayer(viewModel))
  }
  func displayLoading(viewModel: PlayerAddScene.Loading.ViewModel) {
    calls.append(.displayLoading(viewModel))
  }
}
