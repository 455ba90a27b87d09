import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct SiteDocsLinkTests {
  private static func page(_ path: String, docs: Set<String>) -> String {
    var content = SiteFixture.content()
    content.docs = docs
    return SiteBuilder(content: content).files().first { $0.path == path }?.text ?? ""
  }

  @Test func aPatternPageLinksItsDocCPagesAndSaysTheyNeedAServerWhenTheyWereMade() {
    // Given a site whose run made MVC's DocC pages
    // When MVC's page is made
    let page = Self.page("patterns/MVC.html", docs: ["MVC", "Domain"])
    // Then it links them from the pattern folder and gives the command that serves the site
    #expect(page.contains("href=\"../docs/MVC/documentation/mvc/\""))
    #expect(page.contains("python3 -m http.server"))
  }

  @Test func withoutDocsNoPageLinksThem() {
    // Given a site made without --docs
    // When the pattern page and the overview are made
    let pattern = Self.page("patterns/MVC.html", docs: [])
    let overview = Self.page("index.html", docs: [])
    // Then neither links DocC pages
    #expect(!pattern.contains("docs/") && !overview.contains("docs/"))
  }

  @Test func theOverviewLinksEveryModulesDocCPagesWhenTheyWereMade() {
    // Given a site whose run made MVC's and Domain's DocC pages
    // When the overview is made
    let overview = Self.page("index.html", docs: ["MVC", "Domain"])
    // Then both are linked from the site root
    #expect(overview.contains("href=\"docs/MVC/documentation/mvc/\""))
    #expect(overview.contains("href=\"docs/Domain/documentation/domain/\""))
  }
}
