import Domain
import ViewKit

/// Player Edit (SPEC §3.4): Done in the bar, then a text field or a table of options, the one
/// the edited field needs.
@MainActor
package final class PlayerEditLayout: ScreenLayout {
  /// Saves the value; disabled until it differs from the original.
  package let doneButton = BarButtonItem(
    title: PlayerEditTexts.doneButton, identifier: "playerEdit.doneButton")
  /// The text editor of a name, an age or a favourite team.
  package let textField = TextField(identifier: "playerEdit.textField")
  /// The options of a position or a skill; see `TableViewCell.optionRow`.
  package let options = TableView(style: .plain, identifier: "playerEdit.options")

  package var arrangedViews: [View] { [textField, options] }
  package var rightBarButtonItem: BarButtonItem? { doneButton }

  /// Builds the screen with a disabled Done and the editor of `field`: options for a selection
  /// field, else the text field holding `text` with `text` as its placeholder too.
  package init(field: PlayerField, text: String) {
    doneButton.isEnabled = false
    textField.isHidden = field.isSelection
    options.isHidden = !field.isSelection
    guard !field.isSelection else { return }
    textField.text = text
    textField.placeholder = text
  }
}
