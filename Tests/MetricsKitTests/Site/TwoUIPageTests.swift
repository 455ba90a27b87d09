import Foundation
import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct TwoUIPageTests {
  private static let files = SiteBuilder(content: TwoUIFixture.content()).files()

  private static func page(_ path: String) throws -> String {
    try #require(files.first { $0.path == path }).text
  }

  /// The headings of the page's role sections: what each file faces.
  private static func roles(_ html: String) -> [String] {
    html.components(separatedBy: "<section class=\"role\"").dropFirst().map {
      String($0.prefix { $0 != "\n" })
    }
  }

  @Test func givenPatternsWithOneOrTwoUIs_whenTheSiteIsMade_thenOnlyThePatternWithTwoHasAPage() {
    // Given MVC (UIKit-shaped only), MVP (both) and MV (declarative only)
    // When the site is made
    let paths = Set(Self.files.map(\.path))
    // Then MVP has its two-UI page and neither MVC nor MV has one
    #expect(paths.contains("patterns/MVP-two-uis.html"))
    #expect(!paths.contains("patterns/MVC-two-uis.html"))
    #expect(!paths.contains("patterns/MV-two-uis.html"))
    #expect(TwoUIPage.patterns(TwoUIFixture.content()) == ["MVP"])
  }

  @Test func givenMVPsLogin_whenItsTwoUIPageIsMade_thenEachUIFileFacesItsCounterpartByPath()
    throws
  {
    // Given MVP's page
    let html = try Self.page("patterns/MVP-two-uis.html")
    // When its role sections are read
    let roles = Self.roles(html)
    // Then the view controller faces the screen and the view its view state, named by path
    let controller = "<code>Sources/MVP/Login/LoginViewController.swift</code>"
    let screen = "<code>Sources/MVP/Login/LoginScreen.swift</code>"
    #expect(
      roles.contains {
        $0.contains("view controller ↔ screen") && $0.contains(controller) && $0.contains(screen)
      })
    #expect(
      roles.contains {
        $0.contains("view ↔ view state") && $0.contains("Sources/MVP/Login/LoginView.swift")
          && $0.contains("Sources/MVP/Login/LoginViewState.swift")
      })
    // And both files' code is side by side in one table
    #expect(html.contains("<table class=\"sbs\">"))
    #expect(
      html.contains(
        "<td>~3</td><td><span class=\"k\">final class</span> LoginViewController {</td>"
          + "<td>~3</td><td><span class=\"k\">struct</span> LoginScreen: View {</td>"))
    // And the app's roots come last, after the screens
    let app = try #require(html.range(of: "<h2 id=\"App\">"))
    let gather = try #require(html.range(of: "<h2 id=\"Gather\">"))
    #expect(gather.lowerBound < app.lowerBound)
  }

  @Test func givenALogicFileBothUIsShare_whenThePageIsMade_thenItIsListedOnceAndNotRepeated()
    throws
  {
    // Given MVP's page
    let html = try Self.page("patterns/MVP-two-uis.html")
    // Then the presenter is listed once, by its path, and its code is shown on no side
    let presenter = "<code>Sources/MVP/Login/LoginPresenter.swift</code>"
    #expect(html.components(separatedBy: presenter).count == 2)
    #expect(html.contains("presenter, 30 code lines"))
    #expect(!html.contains("loginTappedOnlyHere"))
  }

  @Test func givenTheFixturesFigures_whenTheSentenceIsWritten_thenItCountsThem() throws {
    // Given the Login screen's figures: 10 + 25 UIKit-shaped, 12 + 20 declarative, 30 logic
    let html = try Self.page("patterns/MVP-two-uis.html")
    // Then the Login sentence says them
    #expect(
      html.contains(
        "MVP's Login: the UIKit-shaped UI's 2 files (35 code lines) beside the declarative UI's 2 files (32), on 1 shared logic file (30)."
      ))
    // And the page's sentence sums every folder's: 8 + 10 + 25 + 15 against 13 + 12 + 20 + 9
    #expect(
      html.contains(
        "MVP: the UIKit-shaped UI's 4 files (58 code lines) beside the declarative UI's 4 files (54), on 2 shared logic files (52)."
      ))
  }

  @Test func givenAFigureChangedInTheFixture_whenThePageIsMadeAgain_thenTheSentenceFollowsIt()
    throws
  {
    // Given the same fixture with LoginScreen.swift at 50 code lines instead of 12
    let content = TwoUIFixture.content(loginScreenCode: 50)
    // When the page is made
    let html = TwoUIPage(content: content, pattern: "MVP").page().body
    // Then the declarative side of Login says 70, and of the whole pattern 92
    let login = content.sourceFiles(of: "MVP", in: "Login")
    let shares = try #require(UIShares(login, config: content.config))
    #expect(shares.sentence("Login").contains("declarative UI's 2 files (70)"))
    #expect(html.contains("2 files (70)") && !html.contains("2 files (32)"))
    #expect(html.contains("4 files (92)") && !html.contains("4 files (54)"))
  }

  @Test func givenTheSite_whenThePatternAndUIRewritePagesAreRead_thenTheyLinkTheTwoUIPage()
    throws
  {
    // Given the pages that lead to it
    let mvp = try Self.page("patterns/MVP.html")
    let mvc = try Self.page("patterns/MVC.html")
    let mv = try Self.page("patterns/MV.html")
    let rewrite = try Self.page("ui-rewrite.html")
    // Then MVP's page and the UI-rewrite page link it; MVC's and MV's pages name no two-UI page
    #expect(mvp.contains("href=\"../patterns/MVP-two-uis.html\""))
    #expect(rewrite.contains("href=\"patterns/MVP-two-uis.html\""))
    #expect(!mvc.contains("two-uis") && !mv.contains("two-uis"))
    // And the page is balanced and its links land on pages of the site
    let paths = Set(Self.files.map(\.path))
    let page = try Self.page("patterns/MVP-two-uis.html")
    #expect(HTMLChecker.unbalancedTags(in: page) == [])
    let broken = HTMLChecker.internalLinks(in: page).filter {
      !$0.hasPrefix("#")
        && !paths.contains(HTMLChecker.resolve($0, from: "patterns/MVP-two-uis.html"))
    }
    #expect(broken == [])
  }
}

@Suite struct UIRewritePageChartTests {
  @Test func givenTheUIRewritePage_whenMade_thenItsChartIsNamedAsTheOverviewNamesIt() throws {
    // Given the fixture's site
    let files = SiteBuilder(content: TwoUIFixture.content()).files()

    // When its UI-rewrite page is read
    let page = try #require(files.first { $0.path == UIRewritePage.path }).text

    // Then: its chart carries the id the overview's chart of the same title carries
    #expect(page.contains("<figure class=\"chart\" id=\"what-the-second-ui-cost\"><svg"))
    #expect(SiteContent.slug("What the second UI cost".lowercased()) == UIRewritePage.chartID)
  }
}
