import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct SiteLoginFlowTests {
  @Test func theLoginFlowIsTheREADMEDiagramsArrowsInNumberOrder() throws {
    // Given the fixture's README, whose MVC diagram lists arrow 3 before arrow 2
    let files = SiteBuilder(content: SiteFixture.content()).files()
    // When the MVC and MVP pages are made
    let mvc = try #require(files.first { $0.path == "patterns/MVC.html" }).text
    let mvp = try #require(files.first { $0.path == "patterns/MVP.html" }).text
    // Then MVC's steps are numbered in order with the nodes' labels, and MVP says it has none
    let first = try #require(mvc.range(of: "<strong>User</strong> → "))
    let second = try #require(mvc.range(of: "login(credentials)"))
    let third = try #require(mvc.range(of: "<strong>AuthService</strong> → "))
    #expect(first.lowerBound < second.lowerBound && second.lowerBound < third.lowerBound)
    #expect(mvp.contains("README.md has no Login diagram under <code>### MVP</code>"))
  }
}
