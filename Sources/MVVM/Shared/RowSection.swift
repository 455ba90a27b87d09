import Domain

/// One section of a table a view model describes: a header and rows of two texts.
package struct RowSection: Equatable, Sendable {
  /// One row: a main text and a detail (the value or the position acronym).
  package struct Row: Equatable, Sendable {
    /// The main text, on the left.
    package let text: String
    /// The detail, on the right.
    package let detail: String

    /// Creates a row.
    package init(text: String, detail: String) {
      self.text = text
      self.detail = detail
    }
  }

  /// The section header.
  package let header: String
  /// The rows, in order.
  package let rows: [Row]

  /// Creates a section.
  package init(header: String, rows: [Row]) {
    self.header = header
    self.rows = rows
  }
}

extension Array where Element == RowSection {
  /// How many rows section `section` has; 0 when there is no such section.
  package func rowCount(inSection section: Int) -> Int {
    indices.contains(section) ? self[section].rows.count : 0
  }

  /// The header of section `section`, or `nil` when there is no such section.
  package func header(ofSection section: Int) -> String? {
    indices.contains(section) ? self[section].header : nil
  }

  /// The row at `index` of section `section`, or `nil` when there is none.
  package func row(at index: Int, inSection section: Int) -> RowSection.Row? {
    guard indices.contains(section), self[section].rows.indices.contains(index) else { return nil }
    return self[section].rows[index]
  }
}

extension RowSection.Row {
  /// A team table row (Confirm Players, Gather): the name and the position acronym or `-`.
  package init(player: Player) {
    self.init(text: player.name, detail: player.positionAcronym)
  }
}
