/// The tests `swift test list` prints, grouped by test module.
package struct TestList: Equatable, Sendable {
  /// One listed test.
  package struct Entry: Equatable, Sendable {
    /// The full identifier, `MVPTests.LoginPresenterTests/givenX_whenY_thenZ()`.
    package let identifier: String
    /// The test module, `MVPTests`.
    package let module: String
    /// The suite or class, `MVPTests.LoginPresenterTests`.
    package let suite: String
    /// Whether it is a Swift Testing test (a function, so it ends with `)`), not an XCTest.
    package var isSwiftTesting: Bool { identifier.hasSuffix(")") }
  }

  /// Every listed test, in listing order.
  package let entries: [Entry]

  /// Parses the output of `swift test list`, skipping lines that are not test identifiers.
  package init(parsing output: String) {
    entries = output.split(separator: "\n").compactMap { line -> Entry? in
      let text = String(line)
      guard let first = text.first, first.isLetter || first == "_",
        let slash = text.firstIndex(of: "/"), let dot = text.firstIndex(of: "."), dot < slash
      else { return nil }
      return Entry(
        identifier: text, module: String(text[..<dot]), suite: String(text[..<slash]))
    }
  }

  /// The tests of `module`.
  package func entries(inModule module: String) -> [Entry] {
    entries.filter { $0.module == module }
  }

  /// Every module with at least one test, sorted.
  package var modules: [String] { Set(entries.map(\.module)).sorted() }
}
