import Foundation

/// A list of sections of rows, fed by a data source, like `UITableView`.
///
/// The table keeps what the data source said at the last `reloadData()` (or at its first use),
/// so a screen that forgets to reload shows stale rows, as it would in UIKit. Like UIKit, it asks
/// for the cells of the rows it shows only: with a `viewportHeight` it shows the rows that fit,
/// from the scroll position on; without one (the default) it shows every row.
@MainActor
public final class TableView: View {
  /// How sections are set apart; drawn the same, recorded for screens.
  public enum Style: Sendable {
    /// Sections run together.
    case plain
    /// Sections are grouped.
    case grouped
  }

  /// What the data source said about one section at the last reload.
  struct Section {
    var header: String?
    var rowCount: Int

    /// The items the section draws: its header, `(empty)` under a titled empty section, rows.
    var itemCount: Int { firstRowItem + (header != nil && rowCount == 0 ? 1 : 0) + rowCount }
    /// The item of the first row: after the header, if any.
    var firstRowItem: Int { header == nil ? 0 : 1 }
  }

  /// One thing the table draws, in order: a header, the `(empty)` of a titled empty section, or
  /// a row.
  enum Item: Equatable {
    case header(Int)
    case empty(Int)
    case row(IndexPath)
  }

  /// How many cells every table has asked its data source for, since the program started: a
  /// benchmark reads it around an action to count the cells the action built.
  public internal(set) static var cellsRequested = 0

  /// The look of the sections.
  public let style: Style
  /// Supplies the rows; setting it schedules a reload.
  public weak var dataSource: TableViewDataSource? {
    didSet { needsReload = true }
  }
  /// Hears about row taps.
  public weak var delegate: TableViewDelegate?
  /// The control a pull down on the table starts, as UIKit's `refreshControl`.
  public var refreshControl: RefreshControl?
  /// Reorder mode: movable rows show a `≡` handle and the driver may move them.
  public var isEditing: Bool = false
  /// The lines the table may draw, or nil (the default) to draw every row.
  ///
  /// The line counting the rows above and below is included. A window with a height sets it
  /// (`Window.layout()`).
  public var viewportHeight: Int? {
    didSet {
      guard viewportHeight != oldValue, !needsReload else { return }
      fillViewport(from: shownItems.lowerBound)
    }
  }
  var loadedSections: [Section] = []
  /// The cells of the shown rows, built once per reload (or when scrolled into view).
  var loadedCells: [IndexPath: TableViewCell] = [:]
  /// The items shown; its lower bound is the scroll position.
  var shownItems: Range<Int> = 0..<0
  private var needsReload = true

  /// Creates an empty table.
  public init(style: Style = .plain, identifier: String? = nil) {
    self.style = style
    super.init(identifier: identifier)
  }

  /// Asks the data source again for the sections, their row counts and headers, and the cells
  /// of the rows shown; the scroll position stays where it was, as far as the rows allow.
  public func reloadData() {
    needsReload = false
    let previous = loadedCells
    defer { endDisplaying(previous) }
    loadedCells = [:]
    guard let dataSource else {
      loadedSections = []
      shownItems = 0..<0
      return
    }
    loadedSections = (0..<max(dataSource.numberOfSections(in: self), 0)).map { section in
      let rows = max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
      return Section(
        header: dataSource.tableView(self, titleForHeaderInSection: section), rowCount: rows)
    }
    fillViewport(from: shownItems.lowerBound)
  }

  /// Reloads the given rows; animation is not modelled, so the whole table is read again.
  public func reloadRows(at indexPaths: [IndexPath]) {
    reloadData()
  }

  /// Removes rows the data source already removed; the whole table is read again.
  public func deleteRows(at indexPaths: [IndexPath]) {
    reloadData()
  }

  /// Adds rows the data source already added; the whole table is read again.
  public func insertRows(at indexPaths: [IndexPath]) {
    reloadData()
  }

  /// The number of sections shown.
  public var numberOfSections: Int { sections.count }

  /// The number of rows in a section, shown or scrolled away (0 if there is no such section).
  public func numberOfRows(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rowCount : 0
  }

  /// The header shown above a section.
  public func headerTitle(forSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// The cell shown at a row, or nil if there is no such row or it is scrolled out of view.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    guard hasRow(at: indexPath) else { return nil }
    return loadedCells[indexPath]
  }

  /// Whether the row shows a reorder handle: in reorder mode and allowed by the data source.
  public func canMoveRow(at indexPath: IndexPath) -> Bool {
    guard isEditing, hasRow(at: indexPath), let dataSource else { return false }
    return dataSource.tableView(self, canMoveRowAt: indexPath)
  }

  /// Whether the row can be swiped to delete.
  public func canDeleteRow(at indexPath: IndexPath) -> Bool {
    guard hasRow(at: indexPath), let dataSource else { return false }
    return dataSource.tableView(self, canEditRowAt: indexPath)
  }

  /// Whether the table has this row, shown or scrolled away.
  func hasRow(at indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && (0..<sections[indexPath.section].rowCount).contains(indexPath.row)
  }

  /// Loads the table if it was never loaded or its data source changed since.
  func loadIfNeeded() {
    if needsReload { reloadData() }
  }

  /// The sections as loaded, loading them first if the table was never loaded.
  var sections: [Section] {
    if needsReload { reloadData() }
    return loadedSections
  }

  /// The items shown, loading the table first if it was never loaded.
  var visibleItems: Range<Int> {
    if needsReload { reloadData() }
    return shownItems
  }
}
