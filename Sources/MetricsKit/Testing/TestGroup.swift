/// Tests run together with one coverage profile: one pattern's test target, or all the rest.
package struct TestGroup: Equatable, Sendable {
  /// A name for files and messages: the pattern's name, or `rest`.
  package let name: String
  /// The test modules in the group.
  package let modules: [String]
  /// The listed tests of those modules.
  package let entries: [TestList.Entry]

  /// The Swift Testing filter selecting the group's modules: `^(MVPTests)\.`.
  package var swiftTestingFilter: String {
    "^(" + modules.joined(separator: "|") + ")\\."
  }

  /// The XCTest classes of the group, comma-separated as XCTest's runner takes them.
  package var xcTestSelector: String? {
    let suites = Set(entries.filter { !$0.isSwiftTesting }.map(\.suite)).sorted()
    return suites.isEmpty ? nil : suites.joined(separator: ",")
  }

  /// Whether the group has Swift Testing tests to run.
  package var hasSwiftTesting: Bool { entries.contains(where: \.isSwiftTesting) }

  /// Splits `list` into one group per pattern (in `patterns` order) and one for the rest.
  package static func groups(
    for patterns: [(name: String, testModule: String)], list: TestList
  ) -> [TestGroup] {
    let patternModules = Set(patterns.map(\.testModule))
    var groups = patterns.map { pattern in
      TestGroup(
        name: pattern.name, modules: [pattern.testModule],
        entries: list.entries(inModule: pattern.testModule))
    }
    let rest = list.modules.filter { !patternModules.contains($0) }
    if !rest.isEmpty {
      groups.append(
        TestGroup(
          name: "rest", modules: rest,
          entries: list.entries.filter { rest.contains($0.module) }))
    }
    return groups
  }
}
