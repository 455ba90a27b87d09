import Domain

@testable import MVVM

/// Records where the view model sends the user and the news.
@MainActor
final class PlayerDetailActionsSpy {
  /// One report or navigation request.
  enum Call: Equatable {
    case showPlayerEdit(Player, PlayerField)
    case playerUpdated(name: String)
  }

  /// Every call so far, in order.
  private(set) var calls: [Call] = []

  /// The actions to hand to the view model.
  var actions: PlayerDetailViewModel.Actions {
    PlayerDetailViewModel.Actions(
      showPlayerEdit: { [weak self] in self?.calls.append(.showPlayerEdit($0, $1)) },
      playerUpdated: { [weak self] in self?.calls.append(.playerUpdated(name: $0.name)) })
  }
}
