import Foundation
import Testing

@testable import MetricsKit

/// The section, its chart and details page, and the lessons placed in other documents.
@Suite struct UIRewriteRendererTests {
  private func renderer(_ rewrite: UIRewrite? = RewriteFixture.rewrite()) -> UIRewriteRenderer {
    UIRewriteRenderer(
      rewrite: rewrite, config: RewriteFixture.config, patterns: ["MVC", "VIP", "MVVM", "MV"])
  }

  @Test func givenRecordedPorts_whenTheSectionIsRendered_thenEachPatternHasItsRow() {
    // When
    let text = renderer().section()

    // Then
    #expect(text.contains("| MVC | no second UI: the controller is both |"))
    #expect(text.contains("| VIP | 50 | 30 | 20 | +12 −6 | +9 −2 | +0 −3 | 8 | **132** |"))
    #expect(text.contains("| MVVM | 0 | 35 | 0 | 0 | +40 −30 | +9 −11 | 0 | **125** |"))
    #expect(text.contains("| MV | born declarative |"))
    #expect(text.contains("![What the second UI cost](ui-rewrite.svg)"))
    #expect(text.contains("[details](details/ui-rewrite.md)"))
    #expect(!text.contains("%"))
  }

  @Test func givenRecordedPorts_whenTheSectionIsRendered_thenItStatesTheRuleAndCountsBothKinds() {
    // When
    let text = renderer().section()

    // Then
    #expect(text.contains("Mechanical or behavioural: \(MechanicalRule.statement)."))
    #expect(text.contains("| VIP | 0 of 18 | 0 of 11 | 0 of 3 | 0 of 32 | 32 |"))
    #expect(text.contains("| MVVM | 0 of 0 | 40 of 70 | 0 of 20 | 40 of 90 | 50 |"))
  }

  @Test func givenTheCurrentFiles_whenTheSectionIsRendered_thenTheSecondUIOfTodayFollowsThePort()
    throws
  {
    // Given
    let files = [
      FileMetrics(
        path: "Sources/MVVM/Login/LoginScreen.swift", pattern: "MVVM", isTest: false,
        layer: "screen", screen: "Login", lines: LineCounts(blank: 0, comment: 0, code: 33),
        types: [], imports: ["DeclarativeKit"])
    ]

    // When
    let text = UIRewriteRenderer(
      rewrite: RewriteFixture.rewrite(), config: RewriteFixture.config,
      patterns: ["MVC", "VIP", "MVVM", "MV"], files: files
    ).section()

    // Then: the port's table comes first, today's after it
    let port = try #require(text.range(of: "| MVVM | 0 | 35 |"))
    let today = try #require(text.range(of: "| MVVM | 0 | 33 | 0 | **33** |"))
    #expect(port.lowerBound < today.lowerBound)
  }

  @Test func givenRecordedPorts_whenTheDetailsAreRendered_thenTheyHoldLessonsFilesAndRoleChanges() {
    // When
    let text = renderer().detailsPage()

    // Then
    #expect(text.contains("- MVC has no second UI: the controller is both."))
    #expect(text.contains("- MV was born in the declarative UI: nothing was ported."))
    #expect(text.contains("- VIP's declarative UI cost 132 code lines"))
    #expect(
      text.contains(
        "| `Sources/VIP/App/Helper.swift` | first UI | presentation logic | 4 | 3 | 0 | 0 |"))
    #expect(text.contains("`Sources/VIP/App/Helper.swift` (first UI → presentation logic)"))
    #expect(text.contains("- VIP: `git diff b1 h1 -- Sources/<P>`"))
  }

  @Test func givenNoRecord_whenRendered_thenTheSectionSaysHowToRecord() {
    // When
    let text = renderer(nil).section()

    // Then
    #expect(text.contains("`scripts/metrics --ui-rewrite BASE[..END] --pattern P,...`"))
    #expect(renderer(nil).lessons().isEmpty)
  }

  @Test func givenRecordedPorts_whenCharted_thenEveryPatternHasABarOrItsNote() {
    // When
    let svg = renderer().chart()

    // Then
    #expect(svg.hasPrefix("<svg "))
    #expect(svg.contains("<title>VIP · Adapters: 50</title>"))
    #expect(svg.contains("class=\"value\">50</text>"))
    #expect(svg.contains(">no second UI</text>"))
    #expect(svg.contains(">born declarative UI</text>"))
    #expect(svg.contains("font-size=\"18\""))
  }

  @Test func givenADocumentWithALessonBlock_whenUpdated_thenOnlyTheBlockChanges() throws {
    // Given
    let root = try PackageTree.make([
      "Sources/VIP/Documentation.docc/VIP.md":
        "# VIP\n\nBefore.\n\n\(MarkedBlock.lessons.start)\nAn old lesson.\n\(MarkedBlock.lessons.end)\n\nAfter.\n",
      "README.md": "# App\n\(MarkedBlock.lessons.start)\n\(MarkedBlock.lessons.end)\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let lessons = renderer().lessons()

    // When
    let documents = LessonBlocks.documents(
      root: root, readme: "README.md", config: RewriteFixture.config, lessons: lessons,
      patterns: ["MVC", "VIP", "MVVM", "MV"])
    try LessonBlocks.update(
      rewrite: RewriteFixture.rewrite(), config: RewriteFixture.config,
      patterns: ["MVC", "VIP", "MVVM", "MV"], root: root, readme: "README.md", check: false)

    // Then
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/VIP/Documentation.docc/VIP.md"),
      encoding: .utf8)
    #expect(
      article
        == "# VIP\n\nBefore.\n\n\(MarkedBlock.lessons.start)\n\(lessons["VIP"] ?? "")\n"
        + "\(MarkedBlock.lessons.end)\n\nAfter.\n")
    #expect(documents.map(\.path).contains("README.md"))
  }
}
