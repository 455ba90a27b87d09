import Domain

@testable import MVVM

/// Records what the view model reports and where it sends the user.
@MainActor
final class PlayerEditActionsSpy {
  /// One report or navigation request.
  enum Call: Equatable {
    case playerUpdated(Player)
    case close
  }

  /// Every call so far, in order.
  private(set) var calls: [Call] = []

  /// The actions to hand to the view model.
  var actions: PlayerEditViewModel.Actions {
    PlayerEditViewModel.Actions(
      playerUpdated: { [weak self] in self?.calls.append(.playerUpdated($0)) },
      close: { [weak self] in self?.calls.append(.close) })
  }
}
