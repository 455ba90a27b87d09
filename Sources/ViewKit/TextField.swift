/// An editable single-line text field.
@MainActor
public final class TextField: View {
  /// The current content.
  public var text: String
  /// Shown, in parentheses, while `text` is empty.
  public var placeholder: String?
  /// Drawn before the field, as a form row's label (a date picker's title); nil for none.
  public var title: String?
  /// Masks the content with `•` when drawn.
  public var isSecureTextEntry: Bool
  /// Whether the user can type into the field.
  public var isEnabled: Bool = true
  /// Whether the keyboard would autocorrect; recorded for screens, not acted on.
  public var autocorrection: Bool = true
  /// Called after every change the user makes, with the new text.
  public var onEditingChanged: (@MainActor (String) -> Void)?
  /// Runs when the user presses Return in the field (`UITextFieldDelegate`'s
  /// `textFieldShouldReturn`).
  public var onReturn: (@MainActor () -> Void)?
  /// Runs when the field becomes the first responder (`textFieldDidBeginEditing`).
  public var onBeginEditing: (@MainActor () -> Void)?
  /// Runs when the field stops being the first responder (`textFieldDidEndEditing`).
  public var onEndEditing: (@MainActor () -> Void)?
  /// Whether the keyboard types into this field, as UIKit's `isFirstResponder`.
  public internal(set) var isFirstResponder = false

  /// Creates a text field.
  public init(
    text: String = "", placeholder: String? = nil, isSecureTextEntry: Bool = false,
    identifier: String? = nil
  ) {
    self.text = text
    self.placeholder = placeholder
    self.isSecureTextEntry = isSecureTextEntry
    super.init(identifier: identifier)
  }
}
