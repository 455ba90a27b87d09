import ViewKit

/// A choice among rows bound to a selection; hosted as a ViewKit `Picker`.
///
/// SwiftUI's `Picker(_:selection:content:)` has one wheel of its content's rows, each tagged
/// with `tag(_:)` (a `ForEach`'s rows are tagged with their ids unless they have a tag); picking
/// a row sets the selection to its tag. Pickers side by side in an `HStack`, and nothing else,
/// are hosted as one ViewKit `Picker` of as many wheels (UIKit's multi-component picker).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let title: String
  let selection: Binding<SelectionValue>
  let content: Content

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let picker = node.widget { ViewKit.Picker() }
    // A disabled picker ignores the user, as a `UIPickerView` without user interaction does.
    picker.isUserInteractionEnabled = context.environment.isEnabled
    let rows = TaggedRows.collect {
      context.graph.reconcileChild(content, of: node, at: 0, context)
    }
    let title = context.environment.areLabelsHidden ? nil : title
    if picker.title != title { picker.title = title }
    let titles = [rows.map(\.title)]
    if picker.components != titles { picker.components = titles }
    let current = AnyHashable(selection.wrappedValue)
    if let row = rows.firstIndex(where: { $0.tag == current }) {
      picker.selectRow(row, inComponent: 0)
    }
    let selection = selection
    picker.onSelect = { row, _ in
      guard rows.indices.contains(row), let value = rows[row].tag.base as? SelectionValue
      else { return }
      selection.wrappedValue = value
    }
    return [picker]
  }
}

extension ViewKit.Picker {
  /// Shows `pickers` side by side as the wheels of this one picker, each wheel working its own.
  func showWheels(of pickers: [ViewKit.Picker]) {
    let wheels = pickers.flatMap(\.components)
    if components != wheels { components = wheels }
    let titles = pickers.compactMap(\.title)
    let title = titles.isEmpty ? nil : titles.joined(separator: " ")
    if self.title != title { self.title = title }
    for (wheel, picker) in pickers.enumerated() {
      selectRow(picker.selectedRow(inComponent: 0), inComponent: wheel)
    }
    isUserInteractionEnabled = pickers.allSatisfy(\.isUserInteractionEnabled)
    onSelect = { row, wheel in
      guard pickers.indices.contains(wheel) else { return }
      pickers[wheel].onSelect?(row, 0)
    }
  }
}

extension Picker where Label == Text {
  /// Creates a picker titled `title` of the tagged rows `content` builds, bound to the tag of
  /// the row selected, as SwiftUI's `Picker(_:selection:content:)`.
  public init(
    _ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.selection = selection
    self.content = content()
  }
}

extension View {
  /// Tags this view with a value a `Picker` sets its selection to when its row is picked, as
  /// SwiftUI's `tag(_:)`.
  public func tag<Value: Hashable>(_ tag: Value) -> some View {
    TagModifier(content: self, tag: AnyHashable(tag))
  }
}

/// Records its content as a picker row of a tag.
struct TagModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let tag: AnyHashable

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    // A tab tagged after its `tabItem(_:)` must know its tag before its content is walked.
    let widgets =
      (content as? any TabItemTagging)?.reconcile(taggedWith: tag, in: node, context)
      ?? context.graph.reconcileChild(content, of: node, at: 0, context)
    TaggedRows.add(tag, widgets)
    return widgets
  }
}

extension TagModifier: TabTagged {
  var tabTag: AnyHashable { tag }
}

extension TagModifier: RowsModifier {
  var modifiedContent: any View { content }

  func modifying(_ row: any View) -> any View {
    func wrap<Row: View>(_ row: Row) -> any View { TagModifier<Row>(content: row, tag: tag) }
    return wrap(row)
  }
}

/// The tagged rows a picker's content makes while the picker reconciles it: a pass is
/// synchronous on the main actor, so the picker being reconciled is the innermost collecting.
@MainActor
enum TaggedRows {
  struct Row {
    let tag: AnyHashable
    let title: String
  }

  private static var collecting: [[Row]] = []

  /// The rows tagged while `reconcile` runs.
  static func collect(_ reconcile: () -> [ViewKit.View]) -> [Row] {
    collecting.append([])
    _ = reconcile()
    return collecting.removeLast()
  }

  /// How many rows the innermost picker has so far, or nil outside a picker.
  static var count: Int? { collecting.last?.count }

  /// Adds a row of `tag` shown by `widgets`, if a picker is collecting.
  static func add(_ tag: AnyHashable, _ widgets: [ViewKit.View]) {
    guard !collecting.isEmpty else { return }
    let title = widgets.titleText
    collecting[collecting.count - 1].append(Row(tag: tag, title: title))
  }
}
