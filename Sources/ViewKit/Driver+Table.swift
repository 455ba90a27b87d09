import Foundation

extension Driver {
  /// Taps a table row, scrolled into view first; the delegate's `didSelectRowAt` runs and is
  /// awaited.
  public func selectRow(_ indexPath: IndexPath, in tableID: String) async throws {
    let table = try control(tableID, as: TableView.self, kind: "table")
    try ensureRow(indexPath, in: table, tableID)
    await table.delegate?.tableView(table, didSelectRowAt: indexPath)
    await window.waitUntilIdle()
  }

  /// Swipes a row (scrolled into view first) and taps Delete; allowed only where the data
  /// source's `canEditRowAt` says so.
  public func deleteRow(_ indexPath: IndexPath, in tableID: String) async throws {
    let table = try control(tableID, as: TableView.self, kind: "table")
    try ensureRow(indexPath, in: table, tableID)
    guard table.canDeleteRow(at: indexPath), let dataSource = table.dataSource else {
      throw DriverError.notAllowed(
        element: tableID, reason: "row \(describe(indexPath)) cannot be deleted")
    }
    await dataSource.tableView(table, commitDeleteForRowAt: indexPath)
    await window.waitUntilIdle()
  }

  /// Swipes a row (scrolled into view first) and taps the swipe action titled `title`, from
  /// the trailing edge's actions, else the leading edge's; the action's work is awaited.
  public func swipe(row indexPath: IndexPath, in tableID: String, action title: String)
    async throws
  {
    let table = try control(tableID, as: TableView.self, kind: "table")
    try ensureRow(indexPath, in: table, tableID)
    let delegate = table.delegate
    let actions =
      (delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)?.actions
        ?? [])
      + (delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)?.actions
        ?? [])
    guard let action = actions.first(where: { $0.title == title }) else {
      let offered =
        actions.isEmpty ? "none" : actions.map { "[\($0.title)]" }.joined(separator: " ")
      throw DriverError.notAllowed(
        element: tableID,
        reason:
          "row \(describe(indexPath)) has no swipe action \"\(title)\"; its actions: \(offered)")
    }
    await action.handler()
    await window.waitUntilIdle()
  }

  /// Drags a row by its reorder handle to a new place, in reorder mode only.
  ///
  /// The destination is where the row ends up: in another section any row up to that
  /// section's count, in its own section any existing row. The table reloads afterwards.
  public func moveRow(from source: IndexPath, to destination: IndexPath, in tableID: String)
    async throws
  {
    let table = try control(tableID, as: TableView.self, kind: "table")
    try ensureRow(source, in: table, tableID)
    guard table.isEditing else {
      throw DriverError.notAllowed(element: tableID, reason: "the table is not in reorder mode")
    }
    guard table.canMoveRow(at: source), let dataSource = table.dataSource else {
      throw DriverError.notAllowed(
        element: tableID, reason: "row \(describe(source)) cannot be moved")
    }
    let sameSection = destination.section == source.section
    let limit = table.numberOfRows(inSection: destination.section) - (sameSection ? 1 : 0)
    guard destination.count == 2, destination.section >= 0,
      destination.section < table.numberOfSections, (0...max(limit, 0)).contains(destination.row)
    else {
      throw DriverError.rowOutOfRange(
        table: tableID, indexPath: destination, rowsPerSection: rowCounts(table))
    }
    await dataSource.tableView(table, moveRowAt: source, to: destination)
    table.reloadData()
    await window.waitUntilIdle()
  }

  /// Scrolls a table by a number of rows (down when positive), as a swipe does.
  public func scroll(_ tableID: String, byRows delta: Int) throws {
    let table = try control(tableID, as: TableView.self, kind: "table")
    table.scroll(byRows: delta)
  }

  /// Scrolls a table until the row is shown, as a user looking for it does.
  public func scrollToRow(_ indexPath: IndexPath, in tableID: String) throws {
    let table = try control(tableID, as: TableView.self, kind: "table")
    try ensureRow(indexPath, in: table, tableID)
  }

  /// Throws unless the table has the row; an off-screen row is scrolled into view first.
  private func ensureRow(_ indexPath: IndexPath, in table: TableView, _ tableID: String) throws {
    guard table.hasRow(at: indexPath) else {
      throw DriverError.rowOutOfRange(
        table: tableID, indexPath: indexPath, rowsPerSection: rowCounts(table))
    }
    table.scrollToRow(at: indexPath)
  }

  func rowCounts(_ table: TableView) -> [Int] {
    (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
  }

  private func describe(_ indexPath: IndexPath) -> String {
    "\(indexPath.row) in section \(indexPath.section)"
  }
}
