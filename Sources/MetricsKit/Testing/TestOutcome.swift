import Foundation

/// The results of running a group of tests once.
package struct TestOutcome: Equatable, Sendable {
  /// Identifiers of the tests that passed.
  package var passed: [String] = []
  /// Identifiers of the tests that failed.
  package var failed: [String] = []
  /// What each failed test reported, by identifier: `file:line: message` lines.
  package var issues: [String: [String]] = [:]

  /// The failed tests with what each reported, in identifier order.
  package var failures: [TestFailure] {
    failed.sorted().map { TestFailure(test: $0, issues: issues[$0] ?? []) }
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
    // `Class.test` as `Module.Class/test`.
    func identifier(_ test: Substring) -> String? {
      guard let dot = test.firstIndex(of: ".") else { return nil }
      let className = String(test[..<dot])
      return (modules[className] ?? "?") + "." + className + "/" + test[test.index(after: dot)...]
    }
    var outcome = TestOutcome()
    for line in output.split(separator: "\n") where line.hasPrefix("Test Case '") {
      let parts = line.split(separator: "'")
      guard parts.count >= 3, let identifier = identifier(parts[1]) else { continue }
      if parts[2].hasPrefix(" passed") { outcome.passed.append(identifier) }
      if parts[2].hasPrefix(" failed") { outcome.failed.append(identifier) }
    }
    for line in output.split(separator: "\n") {
      // `/path/File.swift:16: error: Class.test : XCTAssertEqual failed: … - message`
      guard let error = line.range(of: ": error: "),
        let separator = line[error.upperBound...].range(of: " : "),
        let identifier = identifier(line[error.upperBound..<separator.lowerBound])
      else { continue }
      let location = line[..<error.lowerBound]
      outcome.issues[identifier, default: []].append(
        "\(location): \(line[separator.upperBound...])")
    }
    return outcome
  }

  /// Adds the issues of Swift Testing's event stream (`--event-stream-output-path`, version 0,
  /// one JSON object per line) to the tests they belong to, paths relative to `root`.
  package mutating func addIssues(fromEventStream lines: String, root: String) {
    for line in lines.split(separator: "\n") {
      guard let event = try? JSONDecoder().decode(StreamRecord.self, from: Data(line.utf8)),
        let payload = event.payload, payload.kind == "issueRecorded", let testID = payload.testID
      else { continue }
      // `Module.Suite/test()/File.swift:4:4`: the last part is where the test is declared.
      let identifier = testID.split(separator: "/").dropLast().joined(separator: "/")
      let text = (payload.messages ?? []).map(\.text).joined(separator: ": ")
      let location = payload.issue?.sourceLocation.map { $0.described(relativeTo: root) }
      issues[identifier, default: []].append(location.map { "\($0): \(text)" } ?? text)
    }
  }

  /// Joins two outcomes.
  package static func + (lhs: TestOutcome, rhs: TestOutcome) -> TestOutcome {
    TestOutcome(
      passed: lhs.passed + rhs.passed, failed: lhs.failed + rhs.failed,
      issues: lhs.issues.merging(rhs.issues) { $0 + $1 })
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
