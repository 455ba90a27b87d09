/// The results of running a group of tests once.
package struct TestOutcome: Equatable, Sendable {
  /// Identifiers of the tests that passed.
  package var passed: [String] = []
  /// Identifiers of the tests that failed.
  package var failed: [String] = []

  /// Creates an outcome.
  package init(passed: [String] = [], failed: [String] = []) {
    self.passed = passed
    self.failed = failed
  }

  /// Reads Swift Testing's JUnit XML (`--xunit-output`): a `testcase` with a `failure` failed.
  package static func parsingXUnit(_ xml: String) -> TestOutcome {
    var outcome = TestOutcome()
    for chunk in xml.components(separatedBy: "<testcase ").dropFirst() {
      let suite = attribute("classname", in: chunk)
      let name = attribute("name", in: chunk)
      let identifier = suite + "/" + name
      let body = chunk.components(separatedBy: "</testcase>").first ?? chunk
      let selfClosed = (body.components(separatedBy: ">").first ?? "").hasSuffix("/")
      if !selfClosed && (body.contains("<failure") || body.contains("<error")) {
        outcome.failed.append(identifier)
      } else {
        outcome.passed.append(identifier)
      }
    }
    return outcome
  }

  /// Reads XCTest's console output: `Test Case 'Class.test' passed (…)` or `… failed (…)`.
  ///
  /// The output names classes without their module, so `modules` maps each class to its module.
  package static func parsingXCTest(_ output: String, modules: [String: String]) -> TestOutcome {
    var outcome = TestOutcome()
    for line in output.split(separator: "\n") where line.hasPrefix("Test Case '") {
      let parts = line.split(separator: "'")
      guard parts.count >= 3, let dot = parts[1].firstIndex(of: ".") else { continue }
      let className = String(parts[1][..<dot])
      let module = modules[className] ?? "?"
      let identifier = module + "." + className + "/" + parts[1][parts[1].index(after: dot)...]
      if parts[2].hasPrefix(" passed") { outcome.passed.append(identifier) }
      if parts[2].hasPrefix(" failed") { outcome.failed.append(identifier) }
    }
    return outcome
  }

  /// Joins two outcomes.
  package static func + (lhs: TestOutcome, rhs: TestOutcome) -> TestOutcome {
    TestOutcome(passed: lhs.passed + rhs.passed, failed: lhs.failed + rhs.failed)
  }

  private static func attribute(_ name: String, in chunk: String) -> String {
    // The leading space keeps `name=` from matching inside `classname=`.
    let marker = " " + name + "=\""
    let chunk = " " + chunk
    guard let start = chunk.range(of: marker)?.upperBound,
      let end = chunk[start...].firstIndex(of: "\"")
    else { return "" }
    return String(chunk[start..<end])
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
