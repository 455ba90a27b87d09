import ViewKit

/// The widget standing for a `List` row: the cell its list hands to the table, read from the
/// row's views as UIKit's cell would show them.
final class RowWidget: ViewKit.View {
  var cell = TableViewCell()
  /// What a tap on the row does: its button's or link's action, synchronous as SwiftUI's (the
  /// graph tracks the work it starts).
  var action: (@MainActor () -> Void)?
  /// What a drag of the row carries, from a `draggable` modifier around it.
  var dragPayload: (() -> Any)?
  /// The row's swipe actions, by edge, from a `swipeActions` modifier around it.
  var swipeActions: [HorizontalEdge: SwipeActionsWidget] = [:]

  /// Shows a row made of other views, as SwiftUI's `List` does, in the shape of a table cell.
  ///
  /// Texts stand side by side; a `VStack` of texts is a title over its detail (a subtitle cell);
  /// a `LabeledContent` is a title with its value on the right. A `Button` or `NavigationLink` is
  /// the row's action (a link adds a disclosure indicator), read through its label; a `Toggle` is
  /// its checkbox. The symbols SwiftUI rows draw for these are drawn as the cell's marks:
  /// `circle` and `checkmark.circle.fill` the checkbox, a trailing `chevron.right` the disclosure
  /// indicator, `checkmark` the checkmark. What a row cannot offer (a second control, a text field,
  /// a stepper, a picker) is described in the returned message, for the list to report.
  func show(_ widgets: [ViewKit.View]) -> String? {
    var reading = RowReading()
    reading.read(widgets)
    let style = reading.style
    if cell.style != style { cell = TableViewCell(style: style) }
    cell.text = reading.texts.spaced
    cell.detailText = reading.detail
    cell.checkbox = reading.checkbox
    cell.accessoryType = reading.accessory
    action = reading.action
    let controls = reading.controls
    guard
      controls.count > 1 || (controls.first.map { $0 != "a Button" && $0 != "a Toggle" } ?? false)
    else { return nil }
    action = nil
    return "holds \(controls.joined(separator: ", ")): a List row works one Button or one Toggle; "
      + "put the other controls outside the list (they are drawn as text here and do not work)"
  }
}

/// What a row's views amount to as a table cell.
@MainActor
private struct RowReading {
  var texts: [String] = []
  var detail: String?
  var style = TableViewCell.Style.default
  var checkbox: TableViewCell.Checkbox?
  var accessory = TableViewCell.AccessoryType.none
  var action: (@MainActor () -> Void)?
  var controls: [String] = []

  mutating func read(_ widgets: [ViewKit.View]) {
    // A `LabeledContent` draws its line outside a list and its row in one: the row is read.
    let hasRow = widgets.contains { $0 is RowWidget }
    for widget in widgets where !(hasRow && widget is LabeledLine) { read(widget) }
  }

  private mutating func read(_ widget: ViewKit.View) {
    switch widget {
    case let row as RowWidget:
      // A `LabeledContent` (the title, its value on the right), or a kit's test row.
      texts.append(row.cell.text)
      detail = row.cell.detailText
      style = row.cell.style
      checkbox = row.cell.checkbox ?? checkbox
      if row.cell.accessoryType != .none { accessory = row.cell.accessoryType }
      action = row.action ?? action
    case let image as SymbolLabel:
      readSymbol(image)
    case let label as ViewKit.Label:
      texts.append(label.text)
    case let stack as StackView where stack.axis == .vertical && isTitleOverDetail(stack):
      let lines = stack.subviews.compactMap { ($0 as? ViewKit.Label)?.text }
      texts.append(lines[0])
      detail = lines.dropFirst().joined(separator: "\n")
      style = .subtitle
    case let button as ViewKit.Button:
      controls.append("a Button")
      action = button.isEnabled ? (button as? LabelledButton)?.tap : nil
      if let labelled = button as? LabelledButton, !labelled.labelViews.isEmpty {
        read(labelled.labelViews)
      } else {
        texts.append(button.title)
      }
      // A link's row shows where it leads, as SwiftUI's chevron.
      if button is LinkButton { accessory = .disclosureIndicator }
    case let toggle as ViewKit.Switch:
      if let title = toggle.title { texts.append(title) }
      controls.append("a Toggle")
      checkbox = toggle.isOn ? .checked : .unchecked
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
    case is SwipeActionsWidget: break
    default: read(widget.subviews)
    }
  }

  private mutating func readSymbol(_ image: SymbolLabel) {
    switch image.systemName {
    case "circle": checkbox = .unchecked
    case "checkmark.circle.fill": checkbox = .checked
    case "chevron.right": accessory = .disclosureIndicator
    case "checkmark": accessory = .checkmark
    default: texts.append(image.text)
    }
  }

  /// Two texts or more one above the other, and nothing else: a title over its detail.
  private func isTitleOverDetail(_ stack: StackView) -> Bool {
    stack.subviews.count > 1
      && stack.subviews.allSatisfy { $0 is ViewKit.Label && !($0 is SymbolLabel) }
  }
}

/// A button made by the kit, keeping the widgets of its label so a list row can show them.
class LabelledButton: ViewKit.Button {
  /// The widgets the label's views made, reconciled off screen.
  var labelViews: [ViewKit.View] = []

  /// The title set, or, for a label made of views, their texts, read from them when asked:
  /// a list row shows its button's label views and never asks (reading the texts of every drawn
  /// row's label on each pass was about a twentieth of a list update on the bench).
  override var title: String {
    get { labelViews.isEmpty ? super.title : labelViews.titleText }
    set { super.title = newValue }
  }
  /// What a tap does, synchronous as SwiftUI's actions; ViewKit's `action` runs it, and a list
  /// row takes it as its own.
  var tap: (@MainActor () -> Void)? {
    didSet { action = tap }
  }
}

/// The line a `LabeledContent` draws outside a list: its title and value.
final class LabeledLine: ViewKit.Label {}

/// The label drawing an `Image`: its name in brackets, and the symbol it stands for.
final class SymbolLabel: ViewKit.Label {
  /// The symbol's or asset's name.
  var systemName = ""
}
