/// The Player List's title and its two buttons for a mode, a selection and a list.
///
/// Every pattern shows these; who computes them and when is the pattern's choice.
package struct PlayerListControls: Equatable, Sendable {
  /// The navigation title: `Players`, or `"<n> selected"` in selection mode.
  package let title: String
  /// The Select/Cancel bar button.
  package let selectButton: ButtonState
  /// The bottom button: Add player, or Confirm players in selection mode.
  package let actionButton: ButtonState

  /// The controls in selection mode with `selectedCount` ticked, or in list mode, where Select
  /// needs someone to select.
  package init(isSelecting: Bool, selectedCount: Int, hasPlayers: Bool) {
    if isSelecting {
      title = Self.selectionTitle(count: selectedCount)
      selectButton = ButtonState(title: PlayerListTexts.cancelButton, isEnabled: true)
      actionButton = ButtonState(
        title: PlayerListTexts.confirmPlayersButton,
        isEnabled: selectedCount >= PlayerSelection.minimumPlayers)
    } else {
      title = PlayerListTexts.title
      selectButton = ButtonState(title: PlayerListTexts.selectButton, isEnabled: hasPlayers)
      actionButton = ButtonState(title: PlayerListTexts.addPlayerButton, isEnabled: true)
    }
  }

  /// The controls for `selection` in `players`, in selection mode or not.
  package init(isSelecting: Bool, selection: PlayerSelection, players: [Player]) {
    self.init(
      isSelecting: isSelecting, selectedCount: selection.count, hasPlayers: !players.isEmpty)
  }

  /// The selection-mode title: `Players` when none is ticked, else `"<n> selected"`.
  package static func selectionTitle(count: Int) -> String {
    count == 0 ? PlayerListTexts.title : "\(count) selected"
  }
}
