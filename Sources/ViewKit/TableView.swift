import Foundation

/// A list of sections of rows, fed by a data source, like `UITableView`.
///
/// The table keeps what the data source said at the last `reloadData()` (or at its first use),
/// so a screen that forgets to reload shows stale rows, as it would in UIKit.
@MainActor
public final class TableView: View {
  /// How sections are set apart; drawn the same, recorded for screens.
  public enum Style: Sendable {
    /// Sections run together.
    case plain
    /// Sections are grouped.
    case grouped
  }

  /// What the table shows for one section.
  struct Section {
    var header: String?
    var cells: [TableViewCell]
  }

  /// The look of the sections.
  public let style: Style
  /// Supplies the rows; setting it schedules a reload.
  public weak var dataSource: TableViewDataSource? {
    didSet { needsReload = true }
  }
  /// Hears about row taps.
  public weak var delegate: TableViewDelegate?
  /// Reorder mode: movable rows show a `≡` handle and the driver may move them.
  public var isEditing: Bool = false
  private var loadedSections: [Section] = []
  private var needsReload = true

  /// Creates an empty table.
  public init(style: Style = .plain, identifier: String? = nil) {
    self.style = style
    super.init(identifier: identifier)
  }

  /// Asks the data source again for every section and row.
  public func reloadData() {
    needsReload = false
    guard let dataSource else {
      loadedSections = []
      return
    }
    loadedSections = (0..<max(dataSource.numberOfSections(in: self), 0)).map { section in
      let rows = max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
      return Section(
        header: dataSource.tableView(self, titleForHeaderInSection: section),
        cells: (0..<rows).map {
          dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section))
        })
    }
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

  /// The number of rows shown in a section (0 if there is no such section).
  public func numberOfRows(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].cells.count : 0
  }

  /// The header shown above a section.
  public func headerTitle(forSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// The cell shown at a row, or nil if there is no such row.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].cells.indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section].cells[indexPath.row]
  }

  /// Whether the row shows a reorder handle: in reorder mode and allowed by the data source.
  public func canMoveRow(at indexPath: IndexPath) -> Bool {
    guard isEditing, cellForRow(at: indexPath) != nil, let dataSource else { return false }
    return dataSource.tableView(self, canMoveRowAt: indexPath)
  }

  /// Whether the row can be swiped to delete.
  public func canDeleteRow(at indexPath: IndexPath) -> Bool {
    guard cellForRow(at: indexPath) != nil, let dataSource else { return false }
    return dataSource.tableView(self, canEditRowAt: indexPath)
  }

  /// The sections as shown, loading them first if the table was never loaded.
  var sections: [Section] {
    if needsReload { reloadData() }
    return loadedSections
  }
}
