import Domain

@testable import MVVM

/// Records where the view model sends the user and the news.
@MainActor
final class ConfirmPlayersActionsSpy {
  /// The view models of the gathers shown, in order.
  private(set) var shownGathers: [GatherViewModel] = []
  /// How many times the gather was reported ended.
  private(set) var gatherEndCount = 0

  /// The actions to hand to the view model.
  var actions: ConfirmPlayersViewModel.Actions {
    ConfirmPlayersViewModel.Actions(
      showGather: { [weak self] in self?.shownGathers.append($0) },
      gatherEnded: { [weak self] in self?.gatherEndCount += 1 })
  }
}
