import Domain

@testable import MVVM

/// Records where the Player List view model sends the user.
@MainActor
final class PlayerListActionsSpy {
  /// One navigation request.
  enum Call: Equatable {
    case showPlayerDetail(Player)
    case showPlayerAdd
    case showConfirmPlayers([Player])
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  /// The actions to hand to the view model.
  var actions: PlayerListViewModel.Actions {
    PlayerListViewModel.Actions(
      showPlayerDetail: { [weak self] in self?.calls.append(.showPlayerDetail($0)) },
      showPlayerAdd: { [weak self] in self?.calls.append(.showPlayerAdd) },
      showConfirmPlayers: { [weak self] in self?.calls.append(.showConfirmPlayers($0)) })
  }
}

extension PlayerListRow {
  /// The row of `player`, with a checkbox only when `checkbox` is given.
  static func of(_ player: Player, checkbox: Bool? = nil) -> PlayerListRow {
    PlayerListRow(player: player, isChecked: checkbox)
  }
}
