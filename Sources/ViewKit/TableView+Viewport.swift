import Foundation

// MARK: - Scrolling

extension TableView {
  /// The rows shown, in order; every row without a `viewportHeight`.
  public var indexPathsForVisibleRows: [IndexPath] {
    visibleItems.compactMap {
      if case .row(let indexPath) = item(at: $0) { indexPath } else { nil }
    }
  }

  /// Whether the header of a section is shown (false for a section without one).
  public func isHeaderVisible(inSection section: Int) -> Bool {
    guard sections.indices.contains(section), sections[section].header != nil else {
      return false
    }
    return visibleItems.contains(firstItem(ofSection: section))
  }

  /// The number of rows scrolled away above the shown ones.
  public var numberOfRowsAbove: Int {
    rowCount(inItems: 0..<visibleItems.lowerBound)
  }

  /// The number of rows scrolled away below the shown ones.
  public var numberOfRowsBelow: Int {
    rowCount(inItems: visibleItems.upperBound..<itemCount)
  }

  /// Scrolls until the row is shown, at the top (under its header if it is its section's first
  /// row); a row already shown, or one the table does not have, leaves the table as it is.
  public func scrollToRow(at indexPath: IndexPath) {
    guard hasRow(at: indexPath), !visibleItems.contains(itemIndex(of: indexPath)) else { return }
    showAtTop(indexPath)
  }

  /// Scrolls by a number of rows, down for a positive number, up for a negative one, stopping at
  /// the first and the last screen; without a `viewportHeight` every row is shown already.
  public func scroll(byRows delta: Int) {
    let total = rowCount(inItems: 0..<visibleItems.upperBound) + numberOfRowsBelow
    guard viewportHeight != nil, total > 0 else { return }
    let first = numberOfRowsAbove
    let step = Int(min(delta.magnitude, UInt(total)))
    showAtTop(indexPath(ofRow: delta < 0 ? max(first - step, 0) : min(first + step, total - 1)))
  }

  /// Shows the rows from `indexPath` on, under its section's header if it is the first row.
  private func showAtTop(_ indexPath: IndexPath) {
    let item = itemIndex(of: indexPath)
    let header = indexPath.row == 0 && sections[indexPath.section].header != nil
    fillViewport(from: header ? item - 1 : item)
  }

  // MARK: - Filling the viewport

  /// Shows the items from `start` on that fit the viewport, building the cells of their rows;
  /// at the end of the table it shows earlier items too, so the last screen is a full one.
  func fillViewport(from start: Int) {
    let previous = loadedCells
    defer { endDisplaying(previous) }
    let total = itemCount
    guard let height = viewportHeight else {
      shownItems = 0..<total
      for index in shownItems {
        if case .row(let indexPath) = item(at: index) { _ = cell(at: indexPath) }
      }
      return
    }
    let first = min(max(start, 0), max(total - 1, 0))
    let rows = rowCount(inItems: 0..<total)
    // Each row takes a line at least: with more rows than lines some are hidden for sure, and
    // one line goes to saying how many.
    var range = fill(from: first, lines: max(rows > height ? height - 1 : height, 1))
    if rows <= height, rowCount(inItems: range) < rows {
      range = fill(from: first, lines: max(height - 1, 1))
    }
    shownItems = range
    // The cells kept: those shown, and the one measured just below them that did not fit.
    let kept = (range.lowerBound - 1)...range.upperBound
    loadedCells = loadedCells.filter { kept.contains(itemIndex(of: $0.key)) }
  }

  /// Tells the delegate about the cells of `previous` no longer among the loaded ones.
  func endDisplaying(_ previous: [IndexPath: TableViewCell]) {
    guard let delegate, !previous.isEmpty else { return }
    let kept = Set(loadedCells.values.map(ObjectIdentifier.init))
    for (indexPath, cell) in previous.sorted(by: { $0.key < $1.key })
    where !kept.contains(ObjectIdentifier(cell)) {
      delegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
  }

  private func fill(from first: Int, lines budget: Int) -> Range<Int> {
    let total = itemCount
    var used = 0
    var end = first
    while end < total, end == first || used < budget {
      let lines = lineCount(of: end)
      if end > first, used + lines > budget { break }
      used += lines
      end += 1
    }
    var begin = first
    while begin > 0, end == total, used < budget {
      let lines = lineCount(of: begin - 1)
      if used + lines > budget { break }
      used += lines
      begin -= 1
    }
    return begin..<end
  }

  private func lineCount(of index: Int) -> Int {
    guard case .row(let indexPath) = item(at: index) else { return 1 }
    return cell(at: indexPath).lineCount
  }

  /// The cell of a row: the one already built, else a new one from the data source.
  private func cell(at indexPath: IndexPath) -> TableViewCell {
    if let cell = loadedCells[indexPath] { return cell }
    guard let dataSource else { return TableViewCell() }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    Self.cellsRequested += 1
    loadedCells[indexPath] = cell
    return cell
  }

  // MARK: - Items

  /// The number of items in every section.
  var itemCount: Int { loadedSections.reduce(0) { $0 + $1.itemCount } }

  /// The item at an index below `itemCount`.
  func item(at index: Int) -> Item {
    var offset = index
    for (number, section) in loadedSections.enumerated() {
      guard offset >= section.itemCount else {
        if section.header == nil { return .row(IndexPath(row: offset, section: number)) }
        if offset == 0 { return .header(number) }
        if section.rowCount == 0 { return .empty(number) }
        return .row(IndexPath(row: offset - 1, section: number))
      }
      offset -= section.itemCount
    }
    return .empty(loadedSections.count)
  }

  private func firstItem(ofSection section: Int) -> Int {
    loadedSections[..<section].reduce(0) { $0 + $1.itemCount }
  }

  private func itemIndex(of indexPath: IndexPath) -> Int {
    firstItem(ofSection: indexPath.section) + loadedSections[indexPath.section].firstRowItem
      + indexPath.row
  }

  /// The row with this index counted over every section, first row 0.
  private func indexPath(ofRow flatRow: Int) -> IndexPath {
    var rest = flatRow
    for (number, section) in loadedSections.enumerated() {
      if rest < section.rowCount { return IndexPath(row: rest, section: number) }
      rest -= section.rowCount
    }
    return IndexPath(row: 0, section: 0)
  }

  /// The number of rows among the items in `range`.
  func rowCount(inItems range: Range<Int>) -> Int {
    var start = 0
    var count = 0
    for section in loadedSections {
      let rows = (start + section.firstRowItem)..<(start + section.firstRowItem + section.rowCount)
      count += rows.clamped(to: range).count
      start += section.itemCount
    }
    return count
  }
}

extension TableViewCell {
  /// The lines the cell draws: one, plus one per line of a subtitle's detail.
  var lineCount: Int {
    guard style == .subtitle, let detail = detailText, !detail.isEmpty else { return 1 }
    return 1 + detail.split(separator: "\n", omittingEmptySubsequences: false).count
  }
}
