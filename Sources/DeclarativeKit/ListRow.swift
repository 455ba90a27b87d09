import ViewKit

/// A list row shaped like ViewKit's (and UIKit's) table cell.
///
/// It has a text, a detail, an accessory and a checkbox, with an action run when the row is
/// tapped. SwiftUI has no such primitive; it is here so that a declarative list draws the same
/// rows as a UIKit-shaped one.
///
/// Outside a ``List`` it shows nothing.
public struct ListRow: View, PrimitiveView {
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
  let action: (@MainActor () async -> Void)?

  /// Creates a row; `isChecked` nil draws no checkbox, and `action` runs on a tap.
  public init(
    _ text: String, detail: String? = nil, style: Style = .plain, accessory: Accessory = .none,
    isChecked: Bool? = nil, action: (@MainActor () async -> Void)? = nil
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
    widget.action = action
    return [widget]
  }
}

/// The widget of a ``ListRow``: the cell its list hands to the table.
final class RowWidget: ViewKit.View {
  var cell = TableViewCell()
  var action: (@MainActor () async -> Void)?
  /// The row's swipe actions, by edge, from a `swipeActions` modifier around it.
  var swipeActions: [HorizontalEdge: SwipeActionsWidget] = [:]

  /// Shows a row made of other views, as SwiftUI's `List` does.
  ///
  /// Its texts stand side by side, a `Button` is the row's action, a `Toggle` its checkbox (a
  /// tap flips it). What a row cannot offer (a second control, a text field, a stepper, a
  /// picker) is described in the returned message, for the list to report; its text is still
  /// shown.
  func show(_ widgets: [ViewKit.View]) -> String? {
    let views = widgets.flatMap(\.allViews)
    var texts: [String] = []
    var controls: [String] = []
    action = nil
    cell.checkbox = nil
    cell.accessoryType = .none
    for view in views {
      switch view {
      case let label as ViewKit.Label:
        texts.append(label.text)
      case let button as ViewKit.Button:
        texts.append(button.title)
        controls.append("a Button")
        action = button.isEnabled ? button.action : nil
        // A link's row shows where it leads, as SwiftUI's chevron.
        if button is LinkButton { cell.accessoryType = .disclosureIndicator }
      case let toggle as ViewKit.Switch:
        if let title = toggle.title { texts.append(title) }
        controls.append("a Toggle")
        cell.checkbox = toggle.isOn ? .checked : .unchecked
        action = nil
        if toggle.isEnabled {
          action = { @MainActor [weak toggle] in
            guard let toggle else { return }
            toggle.onValueChanged?(!toggle.isOn)
          }
        }
      case is ViewKit.TextField: controls.append("a TextField")
      case is ViewKit.Stepper: controls.append("a Stepper")
      case is ViewKit.Picker: controls.append("a Picker")
      default: continue
      }
    }
    cell.text = texts.joined(separator: " ")
    guard
      controls.count > 1 || (controls.first.map { $0 != "a Button" && $0 != "a Toggle" } ?? false)
    else { return nil }
    action = nil
    return "holds \(controls.joined(separator: ", ")): a List row works one Button or one Toggle; "
      + "use ListRow, or put the other controls outside the list (they are drawn as text here and "
      + "do not work)"
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
