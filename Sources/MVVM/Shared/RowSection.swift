/// One section of Player Detail's table as its view model describes it: a header and rows of
/// two texts.
struct RowSection: Equatable, Sendable {
  /// One row: a main text and a detail.
  struct Row: Equatable, Sendable {
    /// The main text, on the left.
    let text: String
    /// The detail, on the right: the field's value.
    let detail: String
  }

  /// The section header.
  let header: String
  /// The rows, in order.
  let rows: [Row]
}

extension Array where Element == RowSection {
  /// How many rows section `section` has; 0 when there is no such section.
  func rowCount(inSection section: Int) -> Int {
    indices.contains(section) ? self[section].rows.count : 0
  }

  /// The header of section `section`, or `nil` when there is no such section.
  func header(ofSection section: Int) -> String? {
    indices.contains(section) ? self[section].header : nil
  }

  /// The row at `index` of section `section`, or `nil` when there is none.
  func row(at index: Int, inSection section: Int) -> RowSection.Row? {
    guard indices.contains(section), self[section].rows.indices.contains(index) else { return nil }
    return self[section].rows[index]
  }
}
