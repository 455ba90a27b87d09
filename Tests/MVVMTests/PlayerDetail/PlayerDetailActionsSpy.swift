import Domain

@testable import MVVM

/// Records the news the view model passes on.
@MainActor
final class PlayerDetailActionsSpy {
  /// One report.
  enum Call: Equatable {
    case playerUpdated(name: String)
  }

  /// Every call so far, in order.
  private(set) var calls: [Call] = []

  /// The actions to hand to the view model.
  var actions: PlayerDetailViewModel.Actions {
    PlayerDetailViewModel.Actions(
      playerUpdated: { [weak self] in self?.calls.append(.playerUpdated(name: $0.name)) })
  }
}
