import Foundation
import Testing

@testable import MetricsKit

@Suite struct ReportRenderingTests {
  @Test func givenSmallReport_whenRendered_thenThePageHasTheSummaryAndASectionPerQuestion() {
    // When
    let markdown = MarkdownRenderer(report: ReportFixture.report).render()

    // Then: the summary, then one section per question, in the order a class asks them (no
    // UI-rewrite section without a configuration naming the UIs)
    let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("#") }
    #expect(
      headings == [
        "# Architecture metrics", "## Summary", "## How big is each pattern?",
        "## How much is it tested?", "## How strong are the tests?",
        "## What does a change cost?", "## How fast is it at scale?",
        "## How long to build and test?",
      ])
    // Then: one summary row per pattern, every figure with its unit in the header
    #expect(
      markdown.contains(
        "| Pattern | UI measured | Code (lines) | Key classes | Tests | Coverage, own tests | "
          + "Mutants detected / killed | Change cost (lines) |"))
    #expect(markdown.contains("| MVP | – | 30 | 2 | 4 | 45.0 % | – | – |"))
    // Then: the sections measured link their details, the unmeasured name their command
    #expect(markdown.contains("(details/size.md)"))
    #expect(markdown.contains("(details/tests.md)"))
    #expect(markdown.contains("Not measured yet: `scripts/metrics --mutation` measures it."))
    // Then: every sentence is computed (none is configuration text), and the page keeps its limits
    #expect(markdown.contains("Every figure and every finding sentence is computed"))
    #expect(!markdown.contains("Configuration text"))
    #expect(Prose.overlong(markdown, limit: MarkdownRenderer.limits.width).isEmpty)
    #expect(!markdown.contains("\n\n\n"))
  }

  @Test func givenOnePattern_whenRendered_thenNoRankingOfOneIsStated() {
    // When
    let markdown = MarkdownRenderer(report: ReportFixture.report).render()

    // Then: the only pattern is neither "the most" nor "the fewest"
    #expect(!markdown.contains("the most tests"))
    #expect(!markdown.contains("runs from 45.0 % (MVP) to 45.0 % (MVP)"))
    // Then: its one rule break is counted in words, with the details named
    let prose = markdown.replacingOccurrences(of: "\n", with: " ")
    #expect(prose.contains("One file breaks the architecture rules (named in the details)."))
  }

  @Test func givenALargerKeyClass_whenRendered_thenItsSentenceStatesTheNewFigure() {
    // Given: the fixture with LoginPresenter grown from 18 to 31 code lines
    var presenter = FileMetrics(
      path: "Sources/MVP/Login/LoginPresenter.swift", pattern: "MVP", isTest: false,
      layer: "presenter", screen: "Login", lines: LineCounts(blank: 2, comment: 3, code: 33),
      types: [TypeDeclaration(kind: "class", name: "LoginPresenter", line: 3, codeLines: 31)],
      imports: ["Domain"])
    presenter.ownCoverage = Coverage(covered: 9, executable: 12)
    let files = [presenter] + ReportFixture.files.dropFirst()

    // When
    let before = MarkdownRenderer(report: ReportFixture.report).render()
    let after = MarkdownRenderer(report: ReportFixture.report(of: files)).render()

    // Then: the sentence cites the figure of the data it is rendered from
    #expect(
      before.contains(
        "The largest key class is MVP's `LoginPresenter` (presenter), 18 code lines with its"))
    #expect(
      after.contains(
        "The largest key class is MVP's `LoginPresenter` (presenter), 31 code lines with its"))
  }

  @Test func givenASharedTarget_whenRendered_thenItsDetailsHaveItsOwnSectionApartFromThePatterns()
    throws
  {
    // Given
    let layouts = MetricsConfig.Shared(
      name: "Layouts", sources: "Sources/Layouts", role: "every screen's widgets")
    let figures = ReportFixture.report.figures
    let report = Report(
      header: ReportFixture.report.header,
      figures: Report.Figures(
        layers: figures.layers, patterns: figures.patterns, files: figures.files,
        shared: [SharedFigures(layouts, files: ReportFixture.files)]),
      timings: nil)

    // When
    let size = try #require(
      MarkdownRenderer(report: report).details().first { $0.name == "size.md" })
    let without = try #require(
      MarkdownRenderer(report: ReportFixture.report).details().first { $0.name == "size.md" })

    // Then
    #expect(size.text.contains("## Shared code\n"))
    #expect(size.text.contains("| Layouts | every screen's widgets | 2 | 30 | 2 | 1 | 15 |"))
    #expect(!without.text.contains("## Shared code"))
    #expect(!MarkdownRenderer(report: report).render().contains("## Shared code"))
  }

  @Test func givenSmallReport_whenBuilt_thenPatternFiguresAddUp() throws {
    // When
    let pattern = try #require(ReportFixture.report.figures.patterns.first)

    // Then
    #expect(pattern.lines == LineCounts(blank: 3, comment: 4, code: 30))
    #expect(pattern.typeCounts.types == 2)
    #expect(pattern.typeCounts.extensions == 1)
    #expect(pattern.largestType?.name == "LoginPresenter")
    #expect(pattern.layers.map(\.name) == ["view controller", "presenter"])
    #expect(pattern.ownCoverage == Coverage(covered: 9, executable: 20))
    #expect(pattern.ruleBreaks.map(\.module) == ["MVC"])
  }

  @Test func givenSmallReport_whenWrittenAsCSV_thenOneRowPerFile() {
    // When
    let csv = CSVRenderer.render(ReportFixture.report.figures)

    // Then
    let rows = csv.split(separator: "\n")
    #expect(rows.count == 4)
    #expect(
      rows[2]
        == "MVP,Sources/MVP/Login/LoginViewController.swift,source,view controller,Login,"
        + "10,1,1,1,1,LoginViewController,7,0,8,4,8")
  }

  @Test func givenSameReport_whenEncodedTwice_thenBytesAreEqual() throws {
    // When
    let first = try TestJSON.encode(ReportFixture.report)
    let second = try TestJSON.encode(ReportFixture.report)

    // Then
    #expect(first == second)
    let decoded = try JSONDecoder().decode(Report.self, from: first)
    #expect(decoded == ReportFixture.report)
  }

  @Test func givenSmallReport_whenCharted_thenSVGHasOneBarPerLayerAndCoverage() {
    // When
    let layers = SVGChartRenderer.linesByLayer(ReportFixture.report.figures)
    let coverage = SVGChartRenderer.coverage(ReportFixture.report.figures)

    // Then
    #expect(layers.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(layers.components(separatedBy: "<title>MVP · ").count - 1 == 2)
    #expect(coverage.contains("class=\"value\">45.0 %</text>"))
    #expect(coverage.contains("class=\"value\">80.0 %</text>"))
  }
}
