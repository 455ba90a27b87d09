/// The user-visible texts of Player Edit, shared by every pattern (SPEC §3.4).
///
/// The title is the edited field's row title, `PlayerField.title`.
package enum PlayerEditTexts {
  /// The right bar button.
  package static let doneButton = "Done"
  /// The title of the alert shown when the update fails.
  package static let updateErrorTitle = "Error update"
  /// The message of the alert shown when the update fails.
  package static let updateErrorMessage = "Unable to update player. Please try again."
}
