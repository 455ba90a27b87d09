import VIP

/// Records the view models the Player Add presenter hands to its view controller, in order.
@MainActor
final class PlayerAddDisplayLogicSpy: PlayerAddDisplayLogic {
  /// One view model.
  enum Call: Equatable {
    case displayValidation(PlayerAdd.ValidateName.ViewModel)
    case displayCreatePlayer(PlayerAdd.CreatePlayer.ViewModel)
    case displayLoading(PlayerAdd.Loading.ViewModel)
  }

  /// Every view model so far, in order.
  private(set) var calls: [Call] = []

  func displayValidation(viewModel: PlayerAdd.ValidateName.ViewModel) {
    calls.append(.displayValidation(viewModel))
  }
  func displayCreatePlayer(viewModel: PlayerAdd.CreatePlayer.ViewModel) {
    calls.append(.displayCreatePlayer(viewModel))
  }
  func displayLoading(viewModel: PlayerAdd.Loading.ViewModel) {
    calls.append(.displayLoading(viewModel))
  }
}
