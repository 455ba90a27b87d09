/// Blank, comment and code line counts of one or more files.
package struct LineCounts: Codable, Equatable, Sendable {
  /// Lines holding only whitespace.
  package var blank = 0
  /// Lines holding only comment text.
  package var comment = 0
  /// Lines holding code, with or without a comment beside it.
  package var code = 0

  /// All lines: blank, comment and code together.
  package var total: Int { blank + comment + code }

  /// The sum of two counts.
  package static func + (lhs: LineCounts, rhs: LineCounts) -> LineCounts {
    LineCounts(
      blank: lhs.blank + rhs.blank, comment: lhs.comment + rhs.comment,
      code: lhs.code + rhs.code)
  }
}
