/// An on/off switch, optionally with a title drawn before it.
@MainActor
public final class Switch: View {
  /// The current state.
  public var isOn: Bool
  /// A disabled switch is drawn marked and refuses toggles.
  public var isEnabled: Bool = true
  /// Text drawn before the state, such as `Sync (ON)`; nil draws the state alone.
  public var title: String?
  /// Called after the user toggles the switch, with the new state.
  public var onValueChanged: (@MainActor (Bool) -> Void)?

  /// Creates a switch.
  public init(isOn: Bool = false, title: String? = nil, identifier: String? = nil) {
    self.isOn = isOn
    self.title = title
    super.init(identifier: identifier)
  }
}
