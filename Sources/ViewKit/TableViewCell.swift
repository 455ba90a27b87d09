/// One row of a table: text, optional detail, an accessory and an optional checkbox.
@MainActor
public final class TableViewCell {
  /// Where the detail text goes, as in UIKit.
  public enum Style: Sendable {
    /// Text only; the detail is not drawn.
    case `default`
    /// Detail under the text, one indented line per `\n`-separated line.
    case subtitle
    /// Detail on the right of the same line.
    case value1
  }

  /// The mark at the right end of the row.
  public enum AccessoryType: Sendable, Equatable {
    /// Nothing.
    case none
    /// A `>` chevron: tapping leads somewhere.
    case disclosureIndicator
    /// A `✓`: the row is the chosen one.
    case checkmark
  }

  /// A tick box at the start of the row.
  public enum Checkbox: Sendable, Equatable {
    /// Drawn `[x]`.
    case checked
    /// Drawn `[ ]`.
    case unchecked
  }

  /// Where the detail goes.
  public let style: Style
  /// The main text.
  public var text: String = ""
  /// Secondary text; may hold several lines.
  public var detailText: String?
  /// The mark at the right end.
  public var accessoryType: AccessoryType = .none
  /// The tick box; nil draws none.
  public var checkbox: Checkbox?
  /// The menu a long press on the row shows (UIKit's `contextMenuConfigurationForRowAt`).
  public var contextMenuInteraction: ContextMenuInteraction?

  /// Creates an empty cell.
  public init(style: Style = .default) {
    self.style = style
  }
}
