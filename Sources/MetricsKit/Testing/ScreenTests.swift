/// The tests of one screen of a pattern: test files live in `Tests/<P>Tests/<Screen>/`.
package struct ScreenTests: Codable, Equatable, Sendable {
  /// The screen folder.
  package let name: String
  /// Listed tests whose suite is declared in the screen's test folder.
  package let tests: Int
  /// Test files in the folder.
  package let files: Int
  /// Their lines.
  package let lines: LineCounts

  /// Creates the figures of one screen's tests.
  package init(name: String, tests: Int, files: Int, lines: LineCounts) {
    self.name = name
    self.tests = tests
    self.files = files
    self.lines = lines
  }
}
