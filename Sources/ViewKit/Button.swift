/// A tappable button with a title and an async action.
@MainActor
open class Button: View {
  /// The title drawn inside brackets, such as `[Save]`.
  open var title: String
  /// A disabled button is drawn marked and refuses taps.
  public var isEnabled: Bool = true
  /// What the button means, as UIKit's `UIButton.Role`; drawn the same, recorded for readers
  /// (an alert made of buttons takes it as its actions' style).
  public var role: Role = .normal
  /// The work a tap starts; the driver awaits it.
  public var action: (@MainActor () async -> Void)?

  /// Creates a button.
  public init(
    title: String, identifier: String? = nil, action: (@MainActor () async -> Void)? = nil
  ) {
    self.title = title
    self.action = action
    super.init(identifier: identifier)
  }

  /// What a button means, as UIKit's `UIButton.Role`.
  public enum Role: Sendable {
    /// An ordinary button.
    case normal
    /// The screen's main action.
    case primary
    /// Backs out without doing anything.
    case cancel
    /// Destroys something, such as "Delete".
    case destructive
  }
}
