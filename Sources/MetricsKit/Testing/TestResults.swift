/// The tests of one test target: as listed, and as one run ended.
package struct TestResults: Codable, Equatable, Sendable {
  /// Tests the runner lists (`swift test list`).
  package var listed = 0
  /// Tests that passed in the run.
  package var passed = 0
  /// Tests that failed in the run.
  package var failed = 0
}
