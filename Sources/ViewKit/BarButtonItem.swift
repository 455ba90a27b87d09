/// A button in the navigation bar.
@MainActor
public final class BarButtonItem {
  /// The title drawn in the navigation bar.
  public var title: String
  /// A disabled item is drawn marked and refuses taps.
  public var isEnabled: Bool = true
  /// The name the driver and tests use to find this item.
  public var identifier: String?
  /// The label VoiceOver reads; the driver also finds the item by it.
  public var accessibilityLabel: String?
  /// The work a tap starts; the driver awaits it.
  public var action: (@MainActor () async -> Void)?

  /// Creates a bar button item.
  public init(
    title: String, identifier: String? = nil, action: (@MainActor () async -> Void)? = nil
  ) {
    self.title = title
    self.identifier = identifier
    self.action = action
  }
}
