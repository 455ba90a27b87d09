import Domain

@testable import MVVM

extension PlayerListRow {
  /// The row of `player`, with a checkbox only when `checkbox` is given.
  static func of(_ player: Player, checkbox: Bool? = nil) -> PlayerListRow {
    PlayerListRow(player: player, isChecked: checkbox)
  }
}
