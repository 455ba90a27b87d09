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
}
