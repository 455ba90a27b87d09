/// Blank, comment and code line counts of one or more files.
package struct LineCounts: Codable, Equatable, Sendable {
  /// Lines holding only whitespace.
  package var blank: Int
  /// Lines holding only comment text.
  package var comment: Int
  /// Lines holding code, with or without a comment beside it.
  package var code: Int

  /// Creates counts from their three parts.
  package init(blank: Int = 0, comment: Int = 0, code: Int = 0) {
    self.blank = blank
    self.comment = comment
    self.code = code
  }

  /// All lines: blank, comment and code together.
  package var total: Int { blank + comment + code }

  /// The sum of two counts.
  package static func + (lhs: LineCounts, rhs: LineCounts) -> LineCounts {
    LineCounts(
      blank: lhs.blank + rhs.blank, comment: lhs.comment + rhs.comment,
      code: lhs.code + rhs.code)
  }
}
