import Foundation

/// One thing on screen a user can act on, as the driver sees it.
///
/// `Driver.controls` lists them in screen order, so a program can offer them to a person (the
/// terminal app's handles) or pick one at random (a differential walk) without knowing the app.
public struct ControlSnapshot: Equatable, Sendable {
  /// What kind of control it is, with what acting on it needs to know.
  public enum Kind: Equatable, Sendable {
    /// The navigation bar's back button.
    case back
    /// A button in the navigation bar.
    case barButton
    /// A button on the screen.
    case button
    /// A text field; `secure` hides what is typed.
    case textField(secure: Bool)
    /// An on/off switch.
    case toggle
    /// A stepper at `value`, between `minimum` and `maximum`.
    case stepper(value: Double, minimum: Double, maximum: Double)
    /// A picker with this many rows in each component.
    case picker(rowsPerComponent: [Int])
    /// A table: rows per section, the rows a swipe can delete, and whether rows can be dragged.
    case table(rowsPerSection: [Int], deletableRows: [IndexPath], isReordering: Bool)
    /// A button of the shown alert.
    case alertAction
  }

  /// The kind of control.
  public var kind: Kind
  /// What the driver's actions take to reach it: the identifier, else the title.
  public var address: String
  /// The title shown (buttons, bar buttons, alert actions, switches), the placeholder of an
  /// empty field, or nil.
  public var title: String?
  /// Whether it accepts input now.
  public var isEnabled: Bool

  /// Creates a snapshot; tests use it for expected controls.
  public init(kind: Kind, address: String, title: String? = nil, isEnabled: Bool = true) {
    self.kind = kind
    self.address = address
    self.title = title
    self.isEnabled = isEnabled
  }
}
