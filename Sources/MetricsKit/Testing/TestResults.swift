/// The tests of one test target: as listed, and as one run ended.
package struct TestResults: Codable, Equatable, Sendable {
  /// Tests the runner lists (`swift test list`).
  package var listed: Int
  /// Tests that passed in the run.
  package var passed: Int
  /// Tests that failed in the run.
  package var failed: Int

  /// Creates test results.
  package init(listed: Int = 0, passed: Int = 0, failed: Int = 0) {
    self.listed = listed
    self.passed = passed
    self.failed = failed
  }
}
