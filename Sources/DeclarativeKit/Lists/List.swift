import Foundation
import ViewKit

/// Rows in sections, as SwiftUI's `List`; hosted as a lazy ViewKit `TableView`.
///
/// Its content is ``Section``s, ``ForEach``es and plain views (a plain view is one row); a custom
/// view whose body is such content, and a `ForEach` with modifiers (applied to each row), add
/// their rows as in SwiftUI. A row's view is made only when the table draws the row: in a window
/// with a height, for the rows that fit. Each pass of the host asks the table to reload; a row
/// drawn again is evaluated again only if its element or what it read changed.
public struct List<Content: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let content: Content
  /// What a tap on a row without an action selects (`List(selection:)`), if anything.
  var selection: ListSelection?

  /// Creates a list of the sections and rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Creates a list of one row per element of `data`, made by `rowContent`.
  public init<Data: RandomAccessCollection, Row: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> Row
  ) where Content == ForEach<Data, Row>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// Creates a list of one row per element of `data`, identified by the value at `id`, as
  /// SwiftUI's `List(_:id:rowContent:)`.
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> Row
  ) where Content == ForEach<Data, Row> {
    content = ForEach(data, id: id, content: rowContent)
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let table = node.widget { ViewKit.TableView() }
    let coordinator = node.coordinator as? ListCoordinator ?? ListCoordinator()
    node.coordinator = coordinator
    coordinator.node = node
    coordinator.update(coordinator.flatten(content, context), context)
    coordinator.select = selection.map { selectRow(with: $0, context) }
    table.showRefreshControl(for: context.environment.refresh)
    if table.isEditing != context.environment.isEditing {
      table.isEditing = context.environment.isEditing
    }
    // Setting the data source marks the table for a reload: the rows drawn at the next layout
    // are asked for again, and only they.
    table.dataSource = coordinator
    // Rows are tappable only once a drawn row has an action, as a UIKit table without a delegate
    // has none: a list of plain rows (Gather's teams) offers nothing to tap. A drawn row with
    // appearance actions needs the delegate too, to hear when it is no longer drawn.
    if coordinator.needsDelegate || selection != nil { table.delegate = coordinator }
    return [table]
  }
}

/// A group of rows under a header, as SwiftUI's `Section`.
///
/// In a ``List`` a header view is drawn as the section's header, made of its texts; a footer is
/// not drawn there (ViewKit's table has none). Outside a list the header, the content and the
/// footer are drawn one below the other.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let header: Parent?
  let content: Content
  let footer: Footer?

  /// Creates a section of the rows `content` builds under the view `header` and over the view
  /// `footer`, as SwiftUI's `Section(content:header:footer:)`.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// Creates a section with a header and a footer view, as SwiftUI's
  /// `Section(header:footer:content:)`.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let graph = context.graph
    let title = header.map { graph.reconcileChild($0, of: node, at: 0, context) } ?? []
    let rows = graph.reconcileChild(content, of: node, at: 1, context)
    let end = footer.map { graph.reconcileChild($0, of: node, at: 2, context) } ?? []
    return title + rows + end
  }
}

extension Section where Footer == EmptyView {
  /// Creates a section of the rows `content` builds under the view `header`, as SwiftUI's
  /// `Section(content:header:)`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.header = header()
    self.content = content()
    footer = nil
  }

  /// Creates a section with a header view, as SwiftUI's `Section(header:content:)`.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    footer = nil
  }
}

extension Section where Parent == EmptyView {
  /// Creates a section of the rows `content` builds over the view `footer`, as SwiftUI's
  /// `Section(content:footer:)`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    header = nil
    self.content = content()
    self.footer = footer()
  }

  /// Creates a section with a footer view, as SwiftUI's `Section(footer:content:)`.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    header = nil
    self.content = content()
    self.footer = footer
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// Creates a section titled `header` of the rows `content` builds.
  public init(_ header: String, @ViewBuilder content: () -> Content) {
    self.header = Text(header)
    self.content = content()
    footer = nil
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// Creates a section without a header.
  public init(@ViewBuilder content: () -> Content) {
    header = nil
    self.content = content()
    footer = nil
  }
}

// MARK: - Flattening a list's content

/// Content that adds sections or rows to a list without evaluating any row.
@MainActor
protocol ListContentProvider {
  /// Adds this content's sections or rows.
  func addSections(to list: inout ListSections)
}

/// A modifier that, around a list's rows, applies to each row (as `onAppear` on a `ForEach`).
@MainActor
protocol RowsModifier {
  /// The view modified.
  var modifiedContent: any View { get }
  /// This modifier around `row` instead of its content.
  func modifying(_ row: any View) -> any View
}

/// Where a piece of a list's content stands in the content's structure.
///
/// A child's position in a block, an `if`'s branch, a `ForEach` element's id: it stays the same
/// whatever rows are shown before it, so rows keep their identity when rows above them come
/// and go.
typealias ContentPath = [AnyHashable]

/// Evaluates the bodies of custom views met in a list's content, in nodes kept by path.
@MainActor
protocol ListContentResolver: AnyObject {
  /// The body of `view`, a custom view at `path`.
  func body(of view: any View, at path: ContentPath) -> any View
  /// The texts `view` shows, reconciled off screen in a node kept at `path` (a section's
  /// header view).
  func text(of view: any View, at path: ContentPath) -> String
  /// The ids of the rows of `data`, a `ForEach`'s at `path`, made by `make` unless kept from
  /// the last pass for this very data.
  func ids<Data: RandomAccessCollection>(
    of data: Data, at path: ContentPath, make: @MainActor (Data) -> any RowIDs
  ) -> any RowIDs
}

/// One section of a list: its header and its segments of rows.
@MainActor
struct ListSection {
  var header: String?
  var segments: [ListSegment] = []

  var rowCount: Int { segments.reduce(0) { $0 + $1.ids.count } }
}

/// The sections a list's content adds, in order; rows outside a `Section` join a section
/// without a header.
@MainActor
struct ListSections {
  var sections: [ListSection] = []
  private var isOpen = false
  /// Where custom views' bodies come from; without one, a custom view is one row.
  let resolver: (any ListContentResolver)?
  /// The path of the content being added.
  private(set) var path: ContentPath = []
  /// The modifiers around the content being added, innermost last, applied to each row.
  private(set) var rowModifiers: [any RowsModifier] = []

  init(resolver: (any ListContentResolver)?) {
    self.resolver = resolver
  }

  /// Adds `view`, standing at `component` in its parent: its sections and rows if it has some,
  /// else one row showing it.
  mutating func add(_ view: any View, at component: AnyHashable) {
    path.append(component)
    defer { path.removeLast() }
    if let provider = view as? any ListContentProvider {
      provider.addSections(to: &self)
    } else if let modifier = view as? any RowsModifier, isListContent(modifier.modifiedContent) {
      rowModifiers.append(modifier)
      add(modifier.modifiedContent, at: 0)
      rowModifiers.removeLast()
    } else if let resolver, !(view is any PrimitiveView), bodyIsListContent(view) {
      add(resolver.body(of: view, at: path), at: 0)
    } else {
      addLoose(.single(view, at: path, modifiers: rowModifiers))
    }
  }

  /// Adds rows outside any `Section`.
  mutating func addLoose(_ segment: ListSegment) {
    if !isOpen {
      sections.append(ListSection())
      isOpen = true
    }
    sections[sections.count - 1].segments.append(segment)
  }

  /// Adds a section of the rows of `content`.
  mutating func addSection(header: String?, content: any View) {
    var inner = ListSections(resolver: resolver)
    inner.path = path
    inner.rowModifiers = rowModifiers
    inner.add(content, at: "content")
    sections.append(ListSection(header: header, segments: inner.sections.flatMap(\.segments)))
    isOpen = false
  }

  /// Whether `view` adds rows of its own rather than being one row.
  private func isListContent(_ view: any View) -> Bool {
    if view is any ListContentProvider { return true }
    if let modifier = view as? any RowsModifier { return isListContent(modifier.modifiedContent) }
    return !(view is any PrimitiveView) && bodyIsListContent(view)
  }

  /// Whether a custom view's body is list content, known from its type as SwiftUI knows it.
  private func bodyIsListContent(_ view: any View) -> Bool {
    func bodyType<V: View>(_ view: V) -> Any.Type { V.Body.self }
    return bodyType(view) is any ListContentProvider.Type
  }
}

/// A `Section`, whatever its content: a `ForEach` of them adds sections, not rows.
protocol SectionView {}

extension Section: SectionView {}

extension Section: ListContentProvider {
  func addSections(to list: inout ListSections) {
    let title: String?
    if let text = header as? Text {
      title = text.content
    } else if let header, let resolver = list.resolver {
      title = resolver.text(of: header, at: list.path + ["header"])
    } else {
      title = nil
    }
    list.addSection(header: title, content: content)
  }
}

extension TupleView: ListContentProvider {
  func addSections(to list: inout ListSections) {
    var index = 0
    for child in repeat each value {
      list.add(child, at: index)
      index += 1
    }
  }
}

extension _ConditionalContent: ListContentProvider {
  func addSections(to list: inout ListSections) {
    switch storage {
    case .trueContent(let content): list.add(content, at: true)
    case .falseContent(let content): list.add(content, at: false)
    }
  }
}

extension Optional: ListContentProvider where Wrapped: View {
  func addSections(to list: inout ListSections) {
    if let content = self { list.add(content, at: 0) }
  }
}

extension EmptyView: ListContentProvider {
  func addSections(to list: inout ListSections) {}
}

extension AnyView: ListContentProvider {
  func addSections(to list: inout ListSections) {
    // Another wrapped type is another view, as outside a list.
    list.add(view, at: ObjectIdentifier(type(of: view)))
  }
}
