import Foundation
import ViewKit

/// A title beside a value, as SwiftUI's `LabeledContent`: drawn as "title value"; in a `List`
/// its row shows the title with the value on the right (UIKit's `.value1` cell).
///
/// Content other than text (a control) is drawn after the title as it is.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let label: Label
  let content: Content

  /// Shows `content` beside a title made of `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// Shows `content` beside `title`.
  public init(_ title: String, @ViewBuilder content: () -> Content) where Label == Text {
    self.init(content: content) { Text(title) }
  }

  /// Shows `value` beside `title`.
  public init<Value: StringProtocol>(_ title: String, value: Value)
  where Label == Text, Content == Text {
    self.init(title) { Text(String(value)) }
  }

  /// Shows `value`, formatted by `format`, beside `title`.
  public init<Format: FormatStyle>(
    _ title: String, value: Format.FormatInput, format: Format
  )
  where Label == Text, Content == Text, Format.FormatInput: Equatable, Format.FormatOutput == String
  {
    self.init(title) { Text(value, format: format) }
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let title = context.graph.reconcileChild(label, of: node, at: 0, context).titleText
    let contentWidgets = context.graph.reconcileChild(content, of: node, at: 1, context)
    let text = node.widget { LabeledLine() }
    let isText = contentWidgets.flatMap(\.allViews).allSatisfy { $0 is ViewKit.Label }
    guard isText else {
      if text.text != title { text.text = title }
      node.coordinator = nil
      return [text] + contentWidgets
    }
    let value = contentWidgets.titleText
    let line = value.isEmpty ? title : "\(title) \(value)"
    if text.text != line { text.text = line }
    // The row a list shows instead; outside a list a row widget draws nothing.
    let row = node.coordinator as? LabeledRow ?? LabeledRow()
    node.coordinator = row
    row.widget.identifier = nil
    if row.widget.cell.text != title { row.widget.cell.text = title }
    if row.widget.cell.detailText != value { row.widget.cell.detailText = value }
    return [text, row.widget]
  }
}

/// The list row of a `LabeledContent`, kept beside its label.
@MainActor
final class LabeledRow: NodeCoordinator {
  let widget: RowWidget = {
    let widget = RowWidget()
    widget.cell = TableViewCell(style: .value1)
    return widget
  }()

  func drop() {}
}
