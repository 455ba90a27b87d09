import Foundation
import Testing

/// Every `SPEC §N` and `[R-n]` in the sources, the tests and the README leads to `SPEC.md`.
@Suite struct SpecCitationTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func givenTheRepository_whenItsCitationsAreRead_thenEachHasAHeadingOrRuleInTheSpec()
    throws
  {
    // Given
    let spec = try String(
      contentsOf: Self.root.appendingPathComponent("SPEC.md"), encoding: .utf8)

    // When
    let citations = try Self.repositoryCitations()

    // Then
    #expect(citations.count > 200, "the scan found too few citations; is the root right?")
    let unresolved = SpecCitations.unresolved(citations, spec: spec)
    #expect(
      unresolved.isEmpty,
      "cited but not in SPEC.md:\n\(unresolved.map(\.description).joined(separator: "\n"))")
  }

  @Test
  func givenAPlantedCitationOfAMissingSectionAndRule_whenChecked_thenBothAreNamedWithTheirLine() {
    // Given
    let spec = """
      ## 3. Screens
      ### 3.2 Player List
      | R-4 | the modes | the table |
      """
    let source = """
      /// Shows the list (SPEC §3.2, §3.9 and §3) [R-4, R-40].
      /// Nothing else.
      /// The score (SPEC §8.1).
      """

    // When
    let unresolved = SpecCitations.unresolved(
      SpecCitations.citations(in: source, file: "A.swift"), spec: spec)

    // Then
    #expect(
      unresolved.map(\.description) == ["A.swift:1: §3.9", "A.swift:1: R-40", "A.swift:3: §8.1"])
  }

  @Test func givenTheSpec_whenItsHeadingsAndRulesAreRead_thenNumbersAndIdsAreKnown() throws {
    // Given
    let spec = try String(
      contentsOf: Self.root.appendingPathComponent("SPEC.md"), encoding: .utf8)

    // When
    let sections = SpecCitations.sections(inSpec: spec)
    let rules = SpecCitations.rules(inSpec: spec)

    // Then
    #expect(sections.isSuperset(of: ["1", "1.1", "3", "3.7", "4.6", "6", "7", "7.4"]))
    #expect(rules == Set((1...24).map { "R-\($0)" }))
  }

  /// The citations in `Sources/`, `Tests/` (Swift and Markdown files) and `README.md`, but for
  /// this folder's, whose planted bad citations must stay bad.
  private static func repositoryCitations() throws -> [SpecCitations.Citation] {
    var files = ["README.md"]
    for folder in ["Sources", "Tests"] {
      let paths = FileManager.default.subpaths(atPath: root.appendingPathComponent(folder).path)
      files += (paths ?? []).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }
        .map { folder + "/" + $0 }.filter { !$0.hasPrefix("Tests/SpecTests/") }
    }
    return try files.sorted().flatMap { file in
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      return SpecCitations.citations(in: text, file: file)
    }
  }
}
