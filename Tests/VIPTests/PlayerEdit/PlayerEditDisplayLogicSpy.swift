import VIP

/// Records the view models the Player Edit presenter hands to its view controller, in order.
@MainActor
final class PlayerEditDisplayLogicSpy: PlayerEditDisplayLogic {
  /// One view model.
  enum Call: Equatable {
    case displayField(PlayerEdit.FetchField.ViewModel)
    case displaySaveField(PlayerEdit.SaveField.ViewModel)
    case displayLoading(PlayerEdit.Loading.ViewModel)
  }

  /// Every view model so far, in order.
  private(set) var calls: [Call] = []

  func displayField(viewModel: PlayerEdit.FetchField.ViewModel) {
    calls.append(.displayField(viewModel))
  }
  func displaySaveField(viewModel: PlayerEdit.SaveField.ViewModel) {
    calls.append(.displaySaveField(viewModel))
  }
  func displayLoading(viewModel: PlayerEdit.Loading.ViewModel) {
    calls.append(.displayLoading(viewModel))
  }
}
