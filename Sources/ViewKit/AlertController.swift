/// A modal alert with a title, a message and buttons; shown with `ViewController.present(_:)`.
@MainActor
public final class AlertController {
  /// The bold first line.
  public let title: String?
  /// The text under the title.
  public let message: String?
  /// The buttons, in the order they were added.
  public private(set) var actions: [AlertAction] = []

  /// Creates an alert without actions.
  public init(title: String?, message: String?) {
    self.title = title
    self.message = message
  }

  /// Appends a button.
  public func addAction(_ action: AlertAction) {
    actions.append(action)
  }
}
