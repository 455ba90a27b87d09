import Foundation
import MetricsKit
import Testing

@Suite struct ReportRenderingTests {
  @Test func givenSmallReport_whenRendered_thenMarkdownIsExact() {
    // When
    let markdown = MarkdownRenderer(report: ReportFixture.report).render()

    // Then
    #expect(markdown == ExpectedMarkdown.text)
  }

  @Test func givenASharedTarget_whenRendered_thenItHasItsOwnSectionApartFromThePatterns() {
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
    let markdown = MarkdownRenderer(report: report).render()

    // Then
    #expect(markdown.contains("## Shared code\n"))
    #expect(markdown.contains("| Layouts | every screen's widgets | 2 | 30 | 2 | 1 | 15 |"))
    #expect(!ExpectedMarkdown.text.contains("## Shared code"))
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
    let first = try ReportJSON.encode(ReportFixture.report)
    let second = try ReportJSON.encode(ReportFixture.report)

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
    #expect(layers.components(separatedBy: "<title>MVP ").count - 1 == 2)
    #expect(coverage.contains("own 45.0 %"))
    #expect(coverage.contains("all 80.0 %"))
  }
}
