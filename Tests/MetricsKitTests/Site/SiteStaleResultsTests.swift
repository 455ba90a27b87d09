import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct SiteStaleResultsTests {
  @Test func staleStoredResultsAreShownAndMarkedStale() throws {
    // Given mutation results measured on MVC's older code and change figures on an older tree
    var report = SiteFixture.content().report
    report.mutation = MutationStatus(
      results: SiteFixture.mutation.results, patterns: [("MVC", "MVC")], stale: ["MVC"])
    let changes = SiteFixture.changes
    report.changes = ChangeStatus(
      results: changes.results, changes: changes.changes, patterns: changes.patterns, stale: true)
    let content = SiteContent(
      report: report, config: ComparisonFixture.config, sources: SiteFixture.sources)
    // When the overview and its details pages are made
    let files = SiteBuilder(content: content).files()
    let overview = try #require(files.first { $0.path == "index.html" }).text
    let mutation = try #require(files.first { $0.path == "details/mutation.html" }).text
    let changePage = try #require(files.first { $0.path == "details/changes.html" }).text
    // Then the figures are there, each marked as measured on other code in the text beside
    // its chart, and no chart's title says so
    #expect(mutation.contains("50.0 (stale)"))
    #expect(changePage.contains("whether each patch still passes is not shown"))
    #expect(overview.contains("aria-label=\"Change cost, logic and one UI\""))
    #expect(changePage.contains("aria-label=\"Change cost per pattern, logic and one UI\""))
    #expect(!(overview + changePage).contains("(stale: rerun --changes)"))
  }
}
