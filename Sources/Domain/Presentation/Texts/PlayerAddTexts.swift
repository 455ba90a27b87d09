/// The user-visible texts of Player Add (SPEC §3.5), shared by every pattern.
package enum PlayerAddTexts {
  /// The navigation title.
  package static let title = "Add Player"
  /// The name field's placeholder.
  package static let namePlaceholder = "Enter name of the player"
  /// The bar button that creates the player.
  package static let doneButton = "Done"
  /// The title of the create failure alert.
  package static let errorTitle = "Error update"
  /// The message of the create failure alert.
  package static let errorMessage = "Unable to create player. Please try again."
}
