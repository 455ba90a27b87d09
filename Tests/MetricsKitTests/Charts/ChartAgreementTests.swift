import Foundation
import Testing

@testable import MetricsKit
@testable import MetricsSite

/// Every chart drawn from the committed figures, read back as a person reads it, against the
/// table beside it, and against the rules that make it legible from a room's back row.
@Suite struct ChartAgreementTests {
  /// The site's content at 1280 px: the window less its scroll bar and the page's side padding.
  private static let siteContentWidth = 1280 - 16 - 2 * 18

  /// The committed content with its ports, its change cost for every configured pattern: the
  /// catalogue lists only the patterns whose folders are in the checkout, and a metrics-only one
  /// has none.
  static func content() throws -> SiteContent {
    let content = try SiteFromCommittedMetricsTests.content()
    var report = content.report
    report.uiRewrite = try ResultStore.uiRewrite(
      in: SiteFromCommittedMetricsTests.root.appendingPathComponent("Metrics")
    ).read(UIRewrite.self)
    if let changes = report.changes {
      report.changes = ChangeStatus(
        results: changes.results, changes: changes.changes,
        patterns: content.config.patterns.map { .init(name: $0.name, module: $0.module) },
        stale: changes.stale)
    }
    return SiteContent(report: report, config: content.config, sources: content.sources)
  }

  /// The report's three charts and the site's, each with the width it is shown at.
  private static func charts(_ content: SiteContent) -> [(name: String, svg: String, limit: Int)] {
    let report = content.reportWithConfig
    let rewrite = UIRewriteRenderer(
      rewrite: report.uiRewrite, config: content.config,
      patterns: report.figures.patterns.map(\.name))
    let site = OverviewCharts(content: content)
    let figures = [
      site.codeByLayer(), site.testsByLayer(), site.coverage(), site.mutation(),
      site.mutationByLayer(), site.changes(), site.speed(), site.timings(),
      site.compactCodeByLayer(), site.ownCoverage(), site.changeTotals(),
      site.rewriteTotals(), site.largestSquad(), site.timings(cleanOnly: true),
    ]
    .flatMap { $0.components(separatedBy: "<figure").dropFirst() }
    return [
      ("lines-by-layer.svg", SVGChartRenderer.linesByLayer(report.figures), 800),
      ("coverage.svg", SVGChartRenderer.coverage(report.figures), 800),
      ("ui-rewrite.svg", rewrite.chart(), 800),
    ] + figures.map { ("site: " + $0.prefix(60), $0, siteContentWidth) }
  }

  @Test func givenTheCommittedFigures_whenChartsAreDrawn_thenEachFitsItsWidthWith16PxText()
    throws
  {
    // Given the committed figures
    let content = try Self.content()
    // When each chart is drawn
    for chart in Self.charts(content) {
      let reading = ChartReading(svg: chart.svg)
      // Then it is no wider than it is shown, so its text is shown at its own size, and no
      // text is under 16 px
      #expect(reading.width > 0 && reading.width <= chart.limit, "\(chart.name)")
      #expect(reading.viewBoxWidth == reading.width, "\(chart.name)")
      #expect(!reading.fontSizes.isEmpty, "\(chart.name)")
      #expect(reading.fontSizes.allSatisfy { $0 >= 16 }, "\(chart.name): \(reading.fontSizes)")
      // And it draws a bar for each value above zero it prints, as scripts/check-site counts
      #expect(reading.bars == reading.rows.flatMap(\.values).filter { $0 > 0 }.count)
    }
  }

  @Test func givenTheCommittedFigures_whenChartsAreDrawn_thenEachHasAtMostEightPaletteColours()
    throws
  {
    // Given the committed figures, eighteen layers among them
    let content = try Self.content()
    // When each chart is drawn
    for chart in Self.charts(content) {
      let colors = ChartReading(svg: chart.svg).colors
      // Then its colours, greys apart, are Okabe and Ito's, eight at most
      #expect(colors.isSubset(of: Palette.colors), "\(chart.name): \(colors)")
      #expect(colors.count <= 8, "\(chart.name)")
    }
  }

  @Test func givenTheCommittedFigures_whenLinesByLayerIsDrawn_thenItPrintsTheLayerTablesFigures()
    throws
  {
    // Given the committed figures and the lines-by-layer table of the size page
    let content = try Self.content()
    let renderer = MarkdownRenderer(report: content.reportWithConfig)
    let size = try #require(renderer.details().first { $0.name == "size.md" }).text
    let table = ChartReading.markdownTable(in: size, header: "Layer")
    let readme = ChartReading.markdownTable(in: renderer.sizeSection(), header: "Code (lines)")
    // When the report's chart and the site's are drawn
    let site = OverviewCharts(content: content).codeByLayer()
    for svg in [SVGChartRenderer.linesByLayer(content.figures), site] {
      let reading = ChartReading(svg: svg)
      // Then the legend has the table's seven largest layers but the catch-all, then "other"
      let layers = table.rows.dropLast().map { row in
        (row[0], row.dropFirst().compactMap(ChartReading.number).reduce(0, +))
      }
      let largest = layers.filter { $0.0 != content.figures.layers.last }
        .sorted { $0.1 > $1.1 }.prefix(LayerPalette.shown).map(\.0)
      #expect(Set(reading.legend.dropLast()) == Set(largest))
      #expect(reading.legend.last == content.figures.layers.last)
      // And each pattern's bar prints the table's lines of its largest layers, the rest summed
      // as "other", and the total of both tables
      #expect(reading.rows.count > 1)
      #expect(reading.rows.map(\.label) == Array(table.headers.dropFirst()))
      for (column, row) in reading.rows.enumerated() {
        let cells = table.rows.dropLast().map { ($0[0], ChartReading.number($0[column + 1])) }
        let expected = reading.legend.compactMap { group -> Double? in
          let members = cells.filter {
            group == reading.legend.last ? !largest.contains($0.0) : $0.0 == group
          }
          let values = members.compactMap(\.1)
          return values.isEmpty ? nil : values.reduce(0, +)
        }
        #expect(row.values == expected, "\(row.label)")
        #expect(row.total == ChartReading.number(table.rows.last?[column + 1] ?? ""))
        let code = readme.headers.firstIndex(of: "Code (lines)") ?? 0
        let readmeRow = readme.rows.first { $0.first == row.label }
        #expect(row.total == readmeRow.flatMap { ChartReading.number($0[code]) }, "\(row.label)")
      }
    }
    #expect(site.contains("<svg"))
  }

  @Test func givenTheCommittedFigures_whenCoverageIsDrawn_thenItPrintsTheTestTablesPercentages()
    throws
  {
    // Given the committed figures and the report's test table
    let content = try Self.content()
    let readme = ChartReading.markdownTable(
      in: MarkdownRenderer(report: content.reportWithConfig).testsSection(),
      header: "Coverage, own tests")
    let own = try #require(readme.headers.firstIndex(of: "Coverage, own tests"))
    // When the report's chart and the site's are drawn
    for svg in [
      SVGChartRenderer.coverage(content.figures), OverviewCharts(content: content).coverage(),
    ] {
      let reading = ChartReading(svg: svg)
      // Then each pattern's two bars print the table's two coverages
      #expect(reading.rows.count > 1)
      #expect(reading.rows.map(\.label) == readme.rows.map { $0[0] })
      for (row, cells) in zip(reading.rows, readme.rows) {
        #expect(row.values == [cells[own], cells[own + 1]].compactMap(ChartReading.number))
      }
    }
  }

  @Test func givenTheCommittedPorts_whenTheUIRewriteIsDrawn_thenItPrintsTheRewriteTablesFigures()
    throws
  {
    // Given the committed ports and the section's table
    let content = try Self.content()
    let report = content.reportWithConfig
    let renderer = UIRewriteRenderer(
      rewrite: report.uiRewrite, config: content.config,
      patterns: report.figures.patterns.map(\.name))
    let table = ChartReading.markdownTable(in: renderer.section(), header: "Moved")
    let moved = try #require(table.headers.firstIndex(of: "Moved"))
    // When the chart is drawn
    let reading = ChartReading(svg: renderer.chart())
    // Then each port's bar prints the table's non-zero columns, moves apart, and its total; a
    // pattern without a port has no bar
    #expect(reading.rows.count > 1)
    #expect(reading.rows.map(\.label) == table.rows.map { $0[0] })
    for (row, cells) in zip(reading.rows, table.rows) {
      let figures = cells[1..<moved].compactMap(ChartReading.number).filter { $0 > 0 }
      #expect(row.values == figures, "\(row.label)")
      #expect(row.total == ChartReading.number(cells[moved + 1]), "\(row.label)")
    }
  }

  @Test func givenTheCommittedResults_whenTheSitesChartsAreDrawn_thenEachPrintsItsTablesFigures()
    throws
  {
    // Given the committed results and the report's tables of mutation scores and change cost
    let content = try Self.content()
    let renderer = MarkdownRenderer(report: content.reportWithConfig)
    let scores = ChartReading.markdownTable(
      in: renderer.strengthSection(), header: "Score, time-outs as detected (%)")
    let changes = ChartReading.markdownTable(
      in: renderer.changeSection(), header: "Logic and one UI")
    #expect(changes.rows.count == content.figures.patterns.count)
    let charts = OverviewCharts(content: content)
    // When each overview chart is drawn with its table
    for html in [
      charts.codeByLayer(), charts.testsByLayer(), charts.coverage(), charts.mutation(),
      charts.mutationByLayer(), charts.changes(), charts.speed(), charts.timings(),
      charts.compactCodeByLayer(), charts.ownCoverage(), charts.changeTotals(),
      charts.rewriteTotals(), charts.largestSquad(), charts.timings(cleanOnly: true),
    ] where html.contains("<svg") {
      // Then its bars print the figures of the table in its figure, row by row
      let reading = ChartReading(svg: html)
      let cells = ChartReading.htmlTable(in: html)
      #expect(reading.rows.map(\.label) == cells.map { $0[0] })
      for (row, cells) in zip(reading.rows, cells) {
        let numbers = cells.dropFirst().compactMap(ChartReading.number).filter { $0 > 0 }
        #expect(row.values + (row.total.map { [$0] } ?? []) == numbers, "\(row.label)")
      }
    }
    // And the mutation chart prints the report's scores, the timings its seconds, the change
    // chart its lines
    let mutation = ChartReading(svg: charts.mutation())
    let score = try #require(scores.headers.firstIndex(of: "Score, time-outs as detected (%)"))
    #expect(mutation.rows.map(\.label) == scores.rows.map { $0[0] })
    #expect(
      mutation.rows.map(\.values)
        == scores.rows.map { ChartReading.number($0[score]).map { [$0] } ?? [] })
    let timings = ChartReading.markdownTable(in: renderer.timingSection(), header: "Runs")
    let timed = ChartReading(svg: charts.timings()).rows
    #expect(timed.isEmpty == (content.report.timings == nil))
    for row in timed {
      let cells = timings.rows.first { $0.first == row.label }
      #expect(cells != nil, "\(row.label)")
      #expect(row.values == (cells?[1...3].compactMap(ChartReading.number) ?? []), "\(row.label)")
    }
    let change = ChartReading(svg: charts.changes())
    let total = try #require(changes.headers.firstIndex(of: "Logic and one UI"))
    for (row, cells) in zip(change.rows, changes.rows) {
      #expect(row.label == cells[0])
      #expect(row.values == cells[1..<total].compactMap(ChartReading.number).filter { $0 > 0 })
      if let sum = ChartReading.number(cells[total]) { #expect(row.total == sum) }
    }
  }
}
