/// A tappable button with a title and an async action.
@MainActor
open class Button: View {
  /// The title drawn inside brackets, such as `[Save]`.
  public var title: String
  /// A disabled button is drawn marked and refuses taps.
  public var isEnabled: Bool = true
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
}
