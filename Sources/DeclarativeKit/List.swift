import Foundation
import ViewKit

/// Rows in sections, as SwiftUI's `List`; hosted as a lazy ViewKit `TableView`.
///
/// Its content is ``Section``s, ``ForEach``es and plain views (a plain view is one row). A row's
/// view is evaluated only when the table draws the row: in a window with a height, for the rows
/// that fit. Each pass of the host asks the table to reload, so the rows drawn are evaluated
/// again, and only they.
public struct List<Content: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let content: Content

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

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let table = node.widget { ViewKit.TableView() }
    let coordinator = node.coordinator as? ListCoordinator ?? ListCoordinator()
    node.coordinator = coordinator
    var sections = ListSections()
    sections.add(content)
    coordinator.update(sections.sections, context)
    if table.isEditing != context.environment.isEditing {
      table.isEditing = context.environment.isEditing
    }
    // Setting the data source marks the table for a reload: the rows drawn at the next layout
    // are asked for again, and only they.
    table.dataSource = coordinator
    // Rows are tappable only once a drawn row has an action, as a UIKit table without a delegate
    // has none: a list of plain rows (Gather's teams) offers nothing to tap.
    if coordinator.hasTappableRows { table.delegate = coordinator }
    return [table]
  }
}

/// A group of rows under a header, as SwiftUI's `Section`.
public struct Section<Content: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let header: String?
  let content: Content

  /// Creates a section titled `header` of the rows `content` builds.
  public init(_ header: String, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
  }

  /// Creates a section without a header.
  public init(@ViewBuilder content: () -> Content) {
    header = nil
    self.content = content()
  }

  /// Outside a list: the header as a line of text, then the content.
  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let title = header.map { context.graph.reconcileChild(Text($0), of: node, at: 0, context) }
    return (title ?? []) + context.graph.reconcileChild(content, of: node, at: 1, context)
  }
}

/// Whether lists are in reorder mode, as SwiftUI's `EditMode`.
public enum EditMode: Sendable {
  /// Rows are not moved.
  case inactive
  /// Movable rows show a handle and can be moved.
  case active
}

extension View {
  /// Puts the lists in this view in or out of reorder mode, as SwiftUI's
  /// `environment(\.editMode, …)`.
  public func editMode(_ mode: EditMode) -> some View {
    EnvironmentModifier(content: self) { $0.isEditing = mode == .active }
  }

  /// Takes the rows the user moves where no `ForEach.onMove` takes them, as between sections.
  ///
  /// The action gets the index paths before and after the move, as UIKit's `moveRowAt:to:`.
  /// SwiftUI has no such modifier.
  public func onMoveBetweenSections(
    perform action: @escaping @MainActor (_ source: IndexPath, _ destination: IndexPath) -> Void
  ) -> some View {
    EnvironmentModifier(content: self) { $0.moveBetweenSections = action }
  }
}

// MARK: - Flattening a list's content

/// Content that adds sections or rows to a list without evaluating any row.
@MainActor
protocol ListContentProvider {
  /// Adds this content's sections or rows.
  func addSections(to list: inout ListSections)
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

  /// Adds `view`: its sections and rows if it has some, else one row showing it.
  mutating func add(_ view: any View) {
    if let provider = view as? any ListContentProvider {
      provider.addSections(to: &self)
    } else {
      addLoose(.single(view))
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
    var inner = ListSections()
    inner.add(content)
    sections.append(ListSection(header: header, segments: inner.sections.flatMap(\.segments)))
    isOpen = false
  }
}

/// A `Section`, whatever its content: a `ForEach` of them adds sections, not rows.
protocol SectionView {}

extension Section: SectionView {}

extension Section: ListContentProvider {
  func addSections(to list: inout ListSections) {
    list.addSection(header: header, content: content)
  }
}

extension TupleView: ListContentProvider {
  func addSections(to list: inout ListSections) {
    for child in repeat each value { list.add(child) }
  }
}

extension _ConditionalContent: ListContentProvider {
  func addSections(to list: inout ListSections) {
    switch storage {
    case .trueContent(let content): list.add(content)
    case .falseContent(let content): list.add(content)
    }
  }
}

extension Optional: ListContentProvider where Wrapped: View {
  func addSections(to list: inout ListSections) {
    if let content = self { list.add(content) }
  }
}

extension EmptyView: ListContentProvider {
  func addSections(to list: inout ListSections) {}
}

extension AnyView: ListContentProvider {
  func addSections(to list: inout ListSections) {
    list.add(view)
  }
}
