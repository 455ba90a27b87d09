import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct SiteMissingResultsTests {
  @Test func withoutStoredMutationResultsThePagesSayHowToProduceThem() throws {
    // Given a report with no stored mutation or change-cost results
    let files = SiteBuilder(content: SiteFixture.content(stored: false)).files()
    // When the pages are made
    let mutants = try #require(files.first { $0.path == "mutants.html" }).text
    let changes = try #require(files.first { $0.path == "changes.html" }).text
    let overview = try #require(files.first { $0.path == "index.html" }).text
    // Then they say which command produces them, and nothing fails
    #expect(mutants.contains("run <code>scripts/metrics --mutation</code> to produce them"))
    #expect(changes.contains("run <code>scripts/metrics --changes</code> to produce them"))
    #expect(overview.contains("run <code>scripts/metrics --mutation</code>"))
    for file in files where file.path.hasSuffix(".html") {
      #expect(HTMLChecker.unbalancedTags(in: file.text) == [], "\(file.path)")
    }
  }

  @Test func givenADoubleWhenShownThenWholeNumbersHaveNoDecimals() {
    // Given a chart with a whole and a fractional value
    let chart = BarChart(
      title: "t", valueAxis: "v", categoryAxis: "c", series: [.init("s", color: "#000")],
      rows: [.init("a", [3]), .init("b", [2.25])])
    // When drawn
    let html = chart.html()
    // Then its table shows 3 and 2.2 (one decimal), and it draws two bars
    #expect(html.contains("<td>3</td>") && html.contains("<td>2.2</td>"))
    #expect(chart.barCount == 2)
  }
}
