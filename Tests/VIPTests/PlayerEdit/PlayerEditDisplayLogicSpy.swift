@testable import VIP

/// Records the view models the Player Edit presenter hands to its view controller, in order.
@MainActor
final class PlayerEditDisplayLogicSpy: PlayerEditDisplayLogic {
  /// One view model.
  enum Call: Equatable {
    case displayField(PlayerEditScene.FetchField.ViewModel)
    case displaySaveField(PlayerEditScene.SaveField.ViewModel)
    case displayLoading(PlayerEditScene.Loading.ViewModel)
  }

  /// Every view model so far, in order.
  private(set) var calls: [Call] = []

  func displayField(viewModel: PlayerEditScene.FetchField.ViewModel) {
    calls.append(.displayField(viewModel))
  }
  func displaySaveField(viewModel: PlayerEditScene.SaveField.ViewModel) {
    calls.append(.displaySaveField(viewModel))
  }
  func displayLoading(viewModel: PlayerEditScene.Loading.ViewModel) {
    calls.append(.displayLoading(viewModel))
  }
}
