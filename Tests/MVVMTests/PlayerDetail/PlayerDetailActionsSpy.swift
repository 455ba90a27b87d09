import Domain

@testable import MVVM

/// Records where the view model sends the user and the news.
@MainActor
final class PlayerDetailActionsSpy {
  /// One report or navigation request.
  enum Call: Equatable {
    /// Player Edit was opened on `field`, its editor starting from `value`.
    case showPlayerEdit(field: PlayerField, value: String)
    case closePlayerEdit
    case playerUpdated(name: String)
  }

  /// Every call so far, in order.
  private(set) var calls: [Call] = []
  /// The view models of the Player Edit screens opened, in order.
  private(set) var shownEdits: [PlayerEditViewModel] = []

  /// The actions to hand to the view model.
  var actions: PlayerDetailViewModel.Actions {
    PlayerDetailViewModel.Actions(
      showPlayerEdit: { [weak self] edit in
        self?.shownEdits.append(edit)
        self?.calls.append(.showPlayerEdit(field: edit.field, value: edit.originalValue))
      },
      closePlayerEdit: { [weak self] in self?.calls.append(.closePlayerEdit) },
      playerUpdated: { [weak self] in self?.calls.append(.playerUpdated(name: $0.name)) })
  }
}
