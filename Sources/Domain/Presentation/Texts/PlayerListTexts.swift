/// The user-visible texts of Player List (SPEC §3.2), shared by every pattern.
///
/// The title and both buttons by mode come from `PlayerListControls`, the row lines from
/// `Player+Display`.
package enum PlayerListTexts {
  /// The title in list mode, and in selection mode while nothing is selected.
  package static let title = "Players"
  /// The bar button that enters selection mode.
  package static let selectButton = "Select"
  /// The bar button that leaves selection mode.
  package static let cancelButton = "Cancel"
  /// The bottom button in list mode.
  package static let addPlayerButton = "Add player"
  /// The bottom button in selection mode.
  package static let confirmPlayersButton = "Confirm players"
  /// The empty view's text when the user has no players.
  package static let emptyMessage = "There aren't any players for your user."
  /// The empty view's button.
  package static let retryButton = "Retry"
  /// The title of a load or delete failure alert; the message is the error's own text.
  package static let errorTitle = "Error"
  /// The swipe action on a row.
  package static let deleteAction = "Delete"
  /// The title of the delete confirmation.
  package static let deleteTitle = "Delete player"
  /// The message of the delete confirmation.
  package static let deleteMessage = "Are you sure you want to delete the selected player?"
  /// The destructive button of the delete confirmation.
  package static let deleteConfirmButton = "Delete"
  /// The button that dismisses the delete confirmation.
  package static let deleteCancelButton = "Cancel"
}
