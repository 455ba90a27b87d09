/// A button of an alert.
@MainActor
public final class AlertAction {
  /// How an action is meant, as in UIKit; drawn the same, recorded for readers.
  public enum Style: Sendable {
    /// An ordinary choice.
    case `default`
    /// Backs out without doing anything.
    case cancel
    /// Destroys something, such as "Delete".
    case destructive
  }

  /// The button's title; the driver addresses the action by it.
  public let title: String
  /// The meaning of the action.
  public let style: Style
  /// The work run after the alert is dismissed; the driver awaits it.
  public let handler: (@MainActor () async -> Void)?

  /// Creates an alert action.
  public init(
    title: String, style: Style = .default, handler: (@MainActor () async -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
