@testable import VIP

/// Records the view models the Player Detail presenter hands to its view controller, in order.
@MainActor
final class PlayerDetailDisplayLogicSpy: PlayerDetailDisplayLogic {
  /// One view model.
  enum Call: Equatable {
    case displayPlayer(PlayerDetailScene.FetchPlayer.ViewModel)
  }

  /// Every view model so far, in order.
  private(set) var calls: [Call] = []

  func displayPlayer(viewModel: PlayerDetailScene.FetchPlayer.ViewModel) {
    calls.append(.displayPlayer(viewModel))
  }
}
