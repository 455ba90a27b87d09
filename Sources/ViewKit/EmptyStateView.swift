/// A message with a retry button, shown in place of content that is not there.
@MainActor
public final class EmptyStateView: View {
  /// The label holding the message.
  public let messageLabel: Label
  /// The button under the message, such as "Retry".
  public let button: Button

  /// Creates an empty-state view; the button's action is set by the screen.
  public init(
    message: String, buttonTitle: String, identifier: String? = nil,
    buttonIdentifier: String? = nil
  ) {
    messageLabel = Label(text: message)
    button = Button(title: buttonTitle, identifier: buttonIdentifier)
    super.init(identifier: identifier)
    addSubview(messageLabel)
    addSubview(button)
  }
}
