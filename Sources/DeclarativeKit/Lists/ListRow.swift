import ViewKit

/// A list row shaped like ViewKit's (and UIKit's) table cell, for the kit's own tests and bench.
///
/// It has a text, a detail, an accessory and a checkbox, with an action run when the row is
/// tapped. SwiftUI has no such primitive, so it is behind the `Hosting` SPI: screens build rows
/// from SwiftUI's views (`LabeledContent`, stacks, symbols), which a list reads as the same cell.
///
/// Outside a ``List`` it shows nothing.
@_spi(Hosting) public struct ListRow: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never

  /// Where the detail goes, as UIKit's cell styles.
  public enum Style: Sendable {
    /// Text only.
    case plain
    /// The detail under the text.
    case subtitle
    /// The detail on the right of the text.
    case value1
  }

  /// The mark at the end of the row.
  public enum Accessory: Sendable {
    /// Nothing.
    case none
    /// A chevron: tapping leads somewhere.
    case disclosureIndicator
    /// A checkmark: the chosen row.
    case checkmark
  }

  let text: String
  let detail: String?
  let style: Style
  let accessory: Accessory
  let isChecked: Bool?
  let action: (@MainActor () -> Void)?

  /// Creates a row; `isChecked` nil draws no checkbox, and `action` runs on a tap.
  public init(
    _ text: String, detail: String? = nil, style: Style = .plain, accessory: Accessory = .none,
    isChecked: Bool? = nil, action: (@MainActor () -> Void)? = nil
  ) {
    self.text = text
    self.detail = detail
    self.style = style
    self.accessory = accessory
    self.isChecked = isChecked
    self.action = action
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widget = node.widget { RowWidget() }
    let cellStyle = style.cellStyle
    if widget.cell.style != cellStyle { widget.cell = TableViewCell(style: cellStyle) }
    let cell = widget.cell
    cell.text = text
    cell.detailText = detail
    cell.accessoryType = accessory.cellAccessory
    cell.checkbox = isChecked.map { $0 ? .checked : .unchecked }
    let graph = context.graph
    widget.action = nil
    if let action { widget.action = { [graph = graph.link] in graph.object?.perform(action) } }
    return [widget]
  }
}

extension ListRow.Style {
  var cellStyle: TableViewCell.Style {
    switch self {
    case .plain: .default
    case .subtitle: .subtitle
    case .value1: .value1
    }
  }
}

extension ListRow.Accessory {
  var cellAccessory: TableViewCell.AccessoryType {
    switch self {
    case .none: .none
    case .disclosureIndicator: .disclosureIndicator
    case .checkmark: .checkmark
    }
  }
}
