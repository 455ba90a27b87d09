import Domain
import ViewKit

/// Player Add (SPEC §3.5): Done in the bar and the name field.
@MainActor
package final class PlayerAddLayout: ScreenLayout {
  /// Creates the player; disabled while the name is empty.
  package let doneButton = BarButtonItem(
    title: PlayerAddTexts.doneButton, identifier: "playerAdd.doneButton")
  /// The new player's name.
  package let nameField = TextField(
    placeholder: PlayerAddTexts.namePlaceholder, identifier: "playerAdd.name")

  package var arrangedViews: [View] { [nameField] }
  package var rightBarButtonItem: BarButtonItem? { doneButton }

  /// Builds the screen with Done disabled.
  package init() {
    doneButton.isEnabled = false
  }
}
