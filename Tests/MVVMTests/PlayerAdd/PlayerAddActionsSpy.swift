import Domain

@testable import MVVM

/// Records what the view model reports and where it sends the user.
@MainActor
final class PlayerAddActionsSpy {
  /// One report or navigation request.
  enum Call: Equatable {
    case playerCreated
    case close
  }

  /// Every call so far, in order.
  private(set) var calls: [Call] = []

  /// The actions to hand to the view model.
  var actions: PlayerAddViewModel.Actions {
    PlayerAddViewModel.Actions(
      playerCreated: { [weak self] in self?.calls.append(.playerCreated) },
      close: { [weak self] in self?.calls.append(.close) })
  }
}
