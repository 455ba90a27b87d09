import Foundation
import Observation
import ViewKit

/// A list's table data source and delegate: the sections of the last pass, each row's view
/// evaluated when the table asks for its cell.
@MainActor
final class ListCoordinator: TableViewDataSource, TableViewDelegate, NodeCoordinator {
  private var sections: [ListSection] = []
  /// Whether a row drawn so far has an action; until then the table has no delegate.
  private(set) var hasTappableRows = false
  private var keys: [[SegmentKeys]] = []
  private var context: Context?
  private let rows = RowStore()

  /// Takes the sections of a pass, and the context its rows are evaluated in.
  func update(_ newSections: [ListSection], _ newContext: Context) {
    sections = newSections
    context = newContext
    keys = rows.update(newSections.map(\.segments), newContext, kind: "A ForEach of a List")
  }

  func drop() {
    rows.drop()
  }

  // MARK: - TableViewDataSource

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rowCount : 0
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// Evaluates the row's view, tracking what it reads: a change marks the host, whose next pass
  /// reloads the rows drawn.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard let widgets = widgets(at: indexPath) else { return TableViewCell() }
    if let row = widgets.lazy.compactMap({ $0 as? RowWidget }).first {
      if row.action != nil, !hasTappableRows {
        hasTappableRows = true
        tableView.delegate = self
      }
      return row.cell
    }
    let cell = TableViewCell()
    cell.text = widgets.flatMap(\.allViews).compactMap { ($0 as? ViewKit.Label)?.text }
      .joined(separator: " ")
    return cell
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
    return row.segment.onMove != nil || context?.environment.moveBetweenSections != nil
  }

  /// A move within one `ForEach` goes to its `onMove`; any other to `onMoveBetweenSections`.
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
    } else if let moveBetweenSections = context?.environment.moveBetweenSections {
      moveBetweenSections(source, destination)
    } else {
      report(
        "a move from \(describe(source)) to \(describe(destination)) that no onMove takes "
          + "(give onMoveBetweenSections to move rows between sections); nothing is moved")
    }
  }

  // MARK: - TableViewDelegate

  /// Runs the tapped row's action, as the host runs a button's.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    guard let widgets = widgets(at: indexPath), let context,
      let action = widgets.lazy.compactMap({ ($0 as? RowWidget)?.action }).first
    else { return }
    await context.graph.perform(action)
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

  private func widgets(at indexPath: IndexPath) -> [ViewKit.View]? {
    guard let row = row(at: indexPath), let context else { return nil }
    let key = keys[indexPath.section][row.number].key(at: row.offset)
    let controller = context.graph.controller
    return withObservationTracking {
      rows.widgets(of: row.segment, at: row.offset, key: key, context)
    } onChange: { [weak controller] in
      MainActor.assumeIsolated { controller?.setNeedsUpdateProperties() }
    }
  }

  private func report(_ message: String) {
    guard let context else { return }
    context.graph.report("List in \(context.owner): \(message)")
  }

  private func describe(_ indexPath: IndexPath) -> String {
    indexPath.count == 2 ? "row \(indexPath.row) of section \(indexPath.section)" : "\(indexPath)"
  }
}
