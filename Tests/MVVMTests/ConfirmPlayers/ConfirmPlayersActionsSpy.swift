import Domain

@testable import MVVM

/// Records where the view model sends the user.
@MainActor
final class ConfirmPlayersActionsSpy {
  /// The gathers shown, in order.
  private(set) var shownGathers: [GatherModel] = []

  /// The actions to hand to the view model.
  var actions: ConfirmPlayersViewModel.Actions {
    ConfirmPlayersViewModel.Actions(showGather: { [weak self] in
      self?.shownGathers.append($0)
    })
  }
}
