import Foundation
import Observation
import ViewKit

/// A list's table data source and delegate: the sections of the last pass, each row's view
/// evaluated when the table asks for its cell; a row the table no longer draws disappears.
@MainActor
final class ListCoordinator: TableViewDataSource, TableViewDelegate, NodeCoordinator,
  ListContentResolver
{
  /// The list's node, walked again when a drawn row read something that changed.
  @Linked var node: Node? {
    didSet { rows.owner = node }
  }
  private var sections: [ListSection] = []
  private var keys: [[SegmentKeys]] = []
  private var context: Context?
  private let rows = RowStore()
  /// The nodes of custom views whose bodies are list content, by path.
  private var contentNodes: [ContentPath: Node] = [:]
  private var contentPathsMet: Set<ContentPath> = []
  /// Each `ForEach`'s data and ids in the last pass, and in this one so far, by path.
  private var lastIDs: [ContentPath: (data: Any, ids: any RowIDs)] = [:]
  private var currentIDs: [ContentPath: (data: Any, ids: any RowIDs)] = [:]
  /// The row each drawn cell shows, by cell.
  private var drawn: [ObjectIdentifier: RowKey] = [:]
  /// The widgets standing for rows made of views (all but a `ListRow` or a `LabeledContent`), by row.
  private var madeRows: [RowKey: RowWidget] = [:]
  /// The rows evaluated since the last pass that nothing they read has changed since: the table
  /// asking for one again (a reload, a tap) gets its widget as it is, as SwiftUI keeps a cell
  /// whose row did not change.
  private var freshRows: [RowKey: RowWidget] = [:]
  /// Whether a row drawn so far has an action or appearance actions; until then the table has
  /// no delegate.
  private(set) var needsDelegate = false
  /// Selects the row of an id, in a `List(selection:)`.
  var select: (@MainActor (AnyHashable) -> Void)?

  /// The sections and rows of `content`, custom views' bodies evaluated as needed.
  func flatten(_ content: some View, _ newContext: Context) -> [ListSection] {
    context = newContext
    contentPathsMet = []
    var sections = ListSections(resolver: self)
    sections.add(content, at: 0)
    lastIDs = currentIDs
    currentIDs = [:]
    for (path, node) in contentNodes where !contentPathsMet.contains(path) {
      node.drop()
      contentNodes[path] = nil
    }
    return sections.sections
  }

  /// Takes the sections of a pass, and the context its rows are evaluated in.
  func update(_ newSections: [ListSection], _ newContext: Context) {
    sections = newSections
    context = newContext
    freshRows = [:]
    keys = rows.update(newSections.map(\.segments), newContext, kind: "A ForEach of a List")
    if !madeRows.isEmpty { madeRows = madeRows.filter { rows.node(for: $0.key) != nil } }
  }

  func body(of view: any View, at path: ContentPath) -> any View {
    contentPathsMet.insert(path)
    func resolve<V: View>(_ view: V, _ context: Context) -> any View {
      let node = Node.reusing(contentNodes[path], for: V.self)
      node.parent = self.node
      contentNodes[path] = node
      return context.graph.resolveBody(of: view, in: node, context.made)
    }
    guard let context else { return EmptyView() }
    return resolve(view, context)
  }

  /// The ids of `data`: the last pass's when `data` is the very array of the last pass.
  ///
  /// Listing 10,000 ids on each pass and comparing them with the last pass's stood out in a
  /// profile of the bench's Player List, whatever changed. An array whose storage is the one kept here
  /// is that data: kept alive here, the storage cannot have been changed in place. Elements that
  /// are objects are always listed again (an object's id may change).
  func ids<Data: RandomAccessCollection>(
    of data: Data, at path: ContentPath, make: @MainActor (Data) -> any RowIDs
  ) -> any RowIDs {
    guard !(Data.Element.self is AnyClass), let array = data as? [Data.Element] else {
      return make(data)
    }
    if let last = lastIDs[path], let lastArray = last.data as? [Data.Element],
      lastArray.count == array.count,
      lastArray.withUnsafeBufferPointer({ $0.baseAddress })
        == array.withUnsafeBufferPointer({ $0.baseAddress })
    {
      currentIDs[path] = last
      return last.ids
    }
    let ids = make(data)
    currentIDs[path] = (array, ids)
    return ids
  }

  func text(of view: any View, at path: ContentPath) -> String {
    contentPathsMet.insert(path)
    func reconcile<V: View>(_ view: V, _ context: Context) -> [ViewKit.View] {
      let node = Node.reusing(contentNodes[path], for: V.self)
      node.parent = self.node
      contentNodes[path] = node
      return context.graph.reconcile(view, in: node, context.made)
    }
    guard let context else { return "" }
    return reconcile(view, context).flatMap(\.allViews).compactMap(\.shownText)
      .joined(separator: " ")
  }

  func drop() {
    freshRows = [:]
    rows.drop()
    for node in contentNodes.values { node.drop() }
    contentNodes = [:]
  }

  func forEachNode(_ visit: (Node) -> Void) {
    for node in contentNodes.values { node.forEachNode(visit) }
    rows.forEachNode(visit)
  }

  // MARK: - TableViewDataSource

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rowCount : 0
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// Evaluates the row's view, tracking what it reads.
  ///
  /// A change marks the host, whose next pass reloads the rows drawn. The row appears in this
  /// pass: its `onAppear` runs now.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard let (key, row) = rowWidget(at: indexPath) else { return TableViewCell() }
    drawn[ObjectIdentifier(row.cell)] = key
    if !needsDelegate, row.action != nil || !row.swipeActions.isEmpty || hasLifecycle(key) {
      needsDelegate = true
      tableView.delegate = self
    }
    context?.graph.runPendingWork()
    return row.cell
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    row(at: indexPath)?.segment.onDelete != nil
  }

  func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) async {
    guard let row = row(at: indexPath), let onDelete = row.segment.onDelete else {
      report("a delete at \(describe(indexPath)), a row that is gone; nothing is deleted")
      return
    }
    onDelete(IndexSet(integer: row.offset))
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    guard let row = row(at: indexPath) else { return false }
    return row.segment.onMove != nil || rowWidget(at: indexPath)?.1.dragPayload != nil
  }

  /// A move within one `ForEach` goes to its `onMove`; any other drops the row's `draggable`
  /// payload on the `dropDestination` of the `ForEach` it lands in, as a drag would.
  func tableView(
    _ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath
  ) async {
    guard let row = row(at: source), sections.indices.contains(destination.section),
      (0...sections[destination.section].rowCount).contains(destination.row)
    else {
      report(
        "a move from \(describe(source)) to \(describe(destination)), a row or place that is "
          + "gone; nothing is moved")
      return
    }
    let target = destination.row - row.start
    if destination.section == source.section, let onMove = row.segment.onMove,
      (0..<row.segment.ids.count).contains(target)
    {
      onMove(IndexSet(integer: row.offset), target > row.offset ? target + 1 : target)
    } else if !drop(from: source, at: destination) {
      report(
        "a move from \(describe(source)) to \(describe(destination)) that no onMove takes "
          + "(to move a row to another ForEach, make it draggable and give that ForEach a "
          + "dropDestination); nothing is moved")
    }
  }

  // MARK: - TableViewDelegate

  /// Runs the tapped row's action (a button's, which tracks the work it starts); a row
  /// without one is selected, in a list with a selection.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    guard let (key, row) = rowWidget(at: indexPath) else { return }
    if let action = row.action {
      action()
    } else {
      select?(key.id)
    }
  }

  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    swipeActions(at: indexPath, edge: .leading)
  }

  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    swipeActions(at: indexPath, edge: .trailing)
  }

  private func swipeActions(at indexPath: IndexPath, edge: HorizontalEdge)
    -> SwipeActionsConfiguration?
  {
    guard let (_, row) = rowWidget(at: indexPath), let actions = row.swipeActions[edge] else {
      return nil
    }
    return actions.configuration()
  }

  /// A row no longer drawn disappears: its `onDisappear` runs, its task is cancelled.
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard let key = drawn.removeValue(forKey: ObjectIdentifier(cell)) else { return }
    freshRows[key] = nil
    // Drawn again, the row is walked again, for its views to appear.
    rows.node(for: key)?.forEachNode {
      $0.lifecycle?.disappear(hides: true)
      $0.needsWalk = true
    }
  }

  // MARK: - Rows

  private struct Row {
    let segment: ListSegment
    let number: Int
    let offset: Int
    let start: Int
  }

  private func row(at indexPath: IndexPath) -> Row? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section), indexPath.row >= 0
    else { return nil }
    var start = 0
    for (number, segment) in sections[indexPath.section].segments.enumerated() {
      let offset = indexPath.row - start
      if offset < segment.ids.count {
        return Row(segment: segment, number: number, offset: offset, start: start)
      }
      start += segment.ids.count
    }
    return nil
  }

  /// Drops the `draggable` payload of the row at `source` on the `dropDestination` of the
  /// `ForEach` at `destination`; false when either is missing.
  ///
  /// A payload of a type the destination does not take is reported, and nothing moves.
  private func drop(from source: IndexPath, at destination: IndexPath) -> Bool {
    guard let payload = rowWidget(at: source)?.1.dragPayload,
      let place = insertion(at: destination), let onInsert = place.segment.onInsert
    else { return false }
    let value = payload()
    if !onInsert([value], place.offset) {
      report(
        "a row dragged from \(describe(source)) carries a \(type(of: value)), which the "
          + "dropDestination at \(describe(destination)) does not take; nothing is moved")
    }
    return true
  }

  /// Where a row dropped at `indexPath` goes: the row there, or else the first segment ending
  /// there (a drop after its last row, or into an empty one).
  private func insertion(at indexPath: IndexPath) -> Row? {
    if let row = row(at: indexPath) { return row }
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    var start = 0
    for (number, segment) in sections[indexPath.section].segments.enumerated() {
      if indexPath.row - start == segment.ids.count {
        return Row(segment: segment, number: number, offset: segment.ids.count, start: start)
      }
      start += segment.ids.count
    }
    return nil
  }

  /// The row at `indexPath`, evaluated: its identity and the widget whose cell the table shows.
  private func rowWidget(at indexPath: IndexPath) -> (RowKey, RowWidget)? {
    guard let row = row(at: indexPath), let context else { return nil }
    let key = keys[indexPath.section][row.number].key(at: row.offset)
    if let fresh = freshRows[key] { return (key, fresh) }
    let controller = context.graph.controller
    let link = node?.link
    let widgets = withObservationTracking {
      rows.widgets(of: row.segment, at: row.offset, key: key, context.made)
    } onChange: { [weak self, weak controller] in
      MainActor.assumeIsolated {
        self?.freshRows = [:]
        link?.object?.setNeedsWalk()
        controller?.setNeedsUpdateProperties()
      }
    }
    var menu: ContextMenuWidget?
    var swipeActions: [HorizontalEdge: SwipeActionsWidget] = [:]
    var madeByRow: RowWidget?
    var drag: DragWidget?
    // One look at each widget: the row's own widget, its context menu, its swipe actions, its drag.
    for widget in widgets {
      switch widget {
      case let row as RowWidget: madeByRow = madeByRow ?? row
      case let found as ContextMenuWidget: menu = menu ?? found
      case let found as DragWidget: drag = drag ?? found
      case let found as SwipeActionsWidget:
        if swipeActions[found.edge] == nil { swipeActions[found.edge] = found }
      default: break
      }
    }
    let made: RowWidget
    if let madeByRow {
      made = madeByRow
    } else if let kept = madeRows[key] {
      made = kept
      _ = made.show(widgets)
    } else {
      made = RowWidget()
      madeRows[key] = made
      // Reported once per row, not on each reload.
      if let unsupported = made.show(widgets) {
        report("a row of \(rows.node(for: key)?.name ?? "a ForEach") \(unsupported)")
      }
    }
    made.swipeActions = swipeActions
    made.dragPayload = drag?.payload
    made.cell.contextMenuInteraction = menu?.interaction()
    freshRows[key] = made
    return (key, made)
  }

  private func hasLifecycle(_ key: RowKey) -> Bool {
    var found = false
    rows.node(for: key)?.forEachNode { if $0.lifecycle != nil { found = true } }
    return found
  }

  private func report(_ message: String) {
    guard let context else { return }
    context.graph.report("List in \(context.owner): \(message)")
  }

  private func describe(_ indexPath: IndexPath) -> String {
    indexPath.count == 2 ? "row \(indexPath.row) of section \(indexPath.section)" : "\(indexPath)"
  }
}
