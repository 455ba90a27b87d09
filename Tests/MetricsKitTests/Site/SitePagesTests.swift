import Foundation
import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct SitePagesTests {
  private static let files = SiteBuilder(content: SiteFixture.content()).files()

  @Test func everyPageHasBalancedTags() {
    // Given the site of the fixture
    // When each page's tags are matched
    for file in Self.files where file.path.hasSuffix(".html") {
      // Then none is left open or closed out of order
      #expect(HTMLChecker.unbalancedTags(in: file.text) == [], "\(file.path)")
    }
  }

  @Test func everyInternalLinkLeadsToAPageOfTheSite() {
    // Given the site's paths
    let paths = Set(Self.files.map(\.path))
    for file in Self.files where file.path.hasSuffix(".html") {
      // When each link is followed from its page
      let targets = HTMLChecker.internalLinks(in: file.text).map {
        HTMLChecker.resolve($0, from: file.path)
      }
      // Then it lands on a generated file
      #expect(targets.filter { !paths.contains($0) } == [], "\(file.path)")
    }
  }

  @Test func noPageHoldsAnAbsolutePathOfTheMachine() {
    // Given the folders a machine path starts with, and this test's own folder
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    let roots = ["/home/", "/Users/", "/work/", "/tmp/", "/var/", "file://", here]
    // When every file is searched for them
    for file in Self.files {
      // Then none appears
      #expect(roots.filter(file.text.contains) == [], "\(file.path)")
    }
  }

  @Test func codeAndMarkupFromTheSourcesAreEscaped() throws {
    // Given the pages that quote code: the pair page, the pattern's article, the patches
    let login = try #require(Self.files.first { $0.path == "screens/Login/MVC-MVP.html" })
    let mvc = try #require(Self.files.first { $0.path == "patterns/MVC.html" })
    let changes = try #require(Self.files.first { $0.path == "changes.html" })
    // Then `<` in generics and the markup in a comment come out as text, never as tags
    // (pair pages leave type names plain, to keep the site small)
    #expect(login.text.contains("Array&lt;Player&gt;"))
    #expect(!login.text.contains("Array<Player>"))
    #expect(login.text.contains("&lt;b&gt;bold&lt;/b&gt;"))
    #expect(!login.text.contains(SiteFixture.markup))
    #expect(mvc.text.contains("Set&lt;Int&gt;") && mvc.text.contains("<h2><code>MVC</code></h2>"))
    #expect(changes.text.contains("<span class=\"add\">+let a: Array&lt;Int&gt; = []</span>"))
  }

  @Test func theSitesPagesAreTheOverviewAScreenPerScreenAPagePerPatternAndTheTwoLists() {
    // Given the fixture's screens and patterns
    let figures = ComparisonFixture.figures
    // When the site is made
    let paths = Set(Self.files.map(\.path))
    // Then each has its page
    #expect(paths.contains("index.html") && paths.contains("style.css"))
    #expect(paths.contains("mutants.html") && paths.contains("changes.html"))
    for screen in ["Login", "Gather"] { #expect(paths.contains("screens/\(screen).html")) }
    for pattern in figures.patterns { #expect(paths.contains("patterns/\(pattern.name).html")) }
    // And App and Shared, which are no screens, have no page; the one pair has its page
    #expect(!paths.contains("screens/App.html") && !paths.contains("screens/Shared.html"))
    #expect(paths.contains("screens/Login/MVC-MVP.html"))
    #expect(!paths.contains { $0.hasPrefix("screens/Shared/") })
    // And every source file has a page of its code
    #expect(paths.contains("code/Sources/MVP/Shared/ScreenNavigating.swift.html"))
  }

  @Test func theScreenPageShowsEveryPatternsFilesAndTwoPatternsCodeSideBySide() throws {
    // Given the Login page
    let login = try #require(Self.files.first { $0.path == "screens/Login.html" }).text
    // Then each file is a box in its layer's colour and both columns of code are there
    let palette = LayerPalette(figures: ComparisonFixture.figures)
    #expect(login.contains("background:\(palette.color(of: "presenter"))"))
    #expect(login.contains("LoginPresenter 30</a>"))
    #expect(login.contains("href=\"../code/Sources/MVP/Login/LoginPresenter.swift.html\""))
    #expect(login.contains("<li>MVC with <a href=\"Login/MVC-MVP.html\">MVP</a></li>"))
  }

  @Test func theMutantsPageShowsTheLineBeforeAndAfterInItsCode() throws {
    // Given the test-strength page
    let page = try #require(Self.files.first { $0.path == "mutants.html" }).text
    // Then the survivor is under its pattern and screen, with its context
    #expect(page.contains("<h3><a href=\"screens/Login.html\">Login</a></h3>"))
    #expect(
      page.contains(
        "<span class=\"del\"><span class=\"ln\">−</span> <span class=\"line\">  "
          + "<span class=\"k\">var</span> ok = <span class=\"k\">true</span></span></span>"))
    #expect(
      page.contains(
        "<span class=\"add\"><span class=\"ln\">+</span> <span class=\"line\">  "
          + "<span class=\"k\">var</span> ok = <span class=\"k\">false</span></span></span>"))
    #expect(page.contains("<span class=\"t\">Array</span>&lt;<span class=\"t\">Player</span>&gt;"))
  }

  @Test func theOverviewFollowsTheShortPageSectionPerQuestionEachLinkingItsDetails() throws {
    // Given the overview and the short page made from the same content
    let content = SiteFixture.content()
    let page = try #require(Self.files.first { $0.path == "index.html" }).text
    let questions = MarkdownRenderer(report: content.reportWithConfig).questions()

    // When its second-level headings are read in order
    let headings = page.components(separatedBy: "<h2>").dropFirst().compactMap {
      $0.components(separatedBy: "</h2>").first
    }

    // Then they are the page's: one per question, then the pages (the summary is one click
    // away)
    #expect(headings == questions.map { HTML.escape($0.title) } + ["Pages"])
    // Then each question with a details page links it, and the site has that page
    let paths = Set(Self.files.map(\.path))
    for question in questions {
      guard let name = question.details else { continue }
      let path = "details/" + name.replacingOccurrences(of: ".md", with: ".html")
      #expect(page.contains("<a href=\"\(path)\">details</a>"), "\(name)")
      #expect(paths.contains(path), "\(path)")
    }
    // Then the summary page has the short page's columns, each with its unit
    let summary = try #require(Self.files.first { $0.path == DetailsPage.summaryPath }).text
    #expect(
      summary.contains("<th>Code (lines)</th>") && summary.contains("<th>Change cost (lines)</th>"))
  }

  @Test func everyOverviewChartHasATitleAxesALegendAndItsNumbersInATable() throws {
    // Given the overview and the details pages
    let page = try #require(Self.files.first { $0.path == "index.html" }).text
    let details = Self.files.filter { $0.path.hasPrefix("details/") }.map(\.text).joined()
    // Then the overview has one chart per measured question, each with a table of numbers
    for title in [
      "Lines of code by layer", "Line coverage by own tests", "Mutation score",
      "Change cost, logic and one UI",
    ] {
      #expect(page.contains("aria-label=\"\(title)\""), "\(title)")
    }
    let charts = page.components(separatedBy: "<figure class=\"chart\"").dropFirst()
    #expect(charts.count == 4)
    for chart in charts { #expect(chart.contains("<svg") && chart.contains("<table>")) }
    #expect(page.contains("code lines") && page.contains("pattern"))
    // And the other charts are on the details pages, with their tables
    for title in [
      "Lines of code by layer", "Tests by the layer they test", "Line coverage",
      "Mutation score", "Change cost per pattern, logic and one UI", "Mutation score by layer",
    ] {
      #expect(details.contains("aria-label=\"\(title)\""), "\(title)")
    }
    // And the timings, never measured here, say how to get them
    #expect(page.contains("run <code>scripts/metrics --timings</code>"))
    #expect(page.contains("run <code>scripts/metrics --bench</code>"))
  }
}

@Suite struct SitePairPagesTests {
  /// The fixture's site with a third pattern, a copy of MVP printed as `name`.
  private static func files(withThird name: String) -> [(path: String, text: String)] {
    let figures = ComparisonFixture.figures
    let copy = figures.patterns[1]
    let third = PatternMetrics(
      name: name, files: copy.files, lines: copy.lines, typeCounts: copy.typeCounts,
      largestType: copy.largestType, layers: copy.layers, screens: copy.screens,
      testFiles: copy.testFiles, testLines: copy.testLines, tests: copy.tests,
      ownCoverage: copy.ownCoverage, allCoverage: copy.allCoverage, ruleBreaks: [])
    let report = Report(
      header: Report.Header(fingerprint: "f", toolchain: "Swift 6"),
      figures: Report.Figures(
        layers: figures.layers, patterns: figures.patterns + [third], files: figures.files,
        screens: figures.screens),
      timings: nil)
    let content = SiteContent(
      report: report, config: ComparisonFixture.config, sources: SiteFixture.sources)
    return SiteBuilder(content: content).files()
  }

  @Test func everyPairOfPatternsHasItsPagePerScreen() throws {
    // Given three measured patterns: MVC, MVP and a copy of MVP named MVVM
    // When the site is made
    let files = Self.files(withThird: "MVVM")
    // Then each of the three pairs has a page, and the links resolve
    let paths = Set(files.map(\.path))
    #expect(paths.contains("screens/Login/MVC-MVP.html"))
    #expect(paths.contains("screens/Login/MVP-MVVM.html"))
    #expect(paths.contains("screens/Login/MVC-MVVM.html"))
    let login = try #require(files.first { $0.path == "screens/Login.html" }).text
    #expect(login.contains("<a href=\"Login/MVC-MVVM.html\">MVVM</a>"))
    for file in files where file.path.hasSuffix(".html") {
      let broken = HTMLChecker.internalLinks(in: file.text).filter {
        !paths.contains(HTMLChecker.resolve($0, from: file.path))
      }
      #expect(broken == [], "\(file.path)")
      #expect(HTMLChecker.unbalancedTags(in: file.text) == [], "\(file.path)")
    }
  }

  @Test func aPatternNameWithMarkupIsShownAsText() {
    // Given a third pattern whose printed name holds markup
    // When the site is made
    let files = Self.files(withThird: "<i>MV</i>")
    // Then no page carries the markup as tags, and every page still balances and links
    let paths = Set(files.map(\.path))
    for file in files where file.path.hasSuffix(".html") {
      #expect(!file.text.contains("<i>MV</i>"), "\(file.path)")
      #expect(HTMLChecker.unbalancedTags(in: file.text) == [], "\(file.path)")
      let broken = HTMLChecker.internalLinks(in: file.text).filter {
        !paths.contains(HTMLChecker.resolve($0, from: file.path))
      }
      #expect(broken == [], "\(file.path)")
    }
    #expect(files.contains { $0.text.contains("&lt;i&gt;MV&lt;/i&gt;") })
  }
}

@Suite struct SitePairPageContentTests {
  private static let page =
    SiteBuilder(content: SiteFixture.content()).files().first {
      $0.path == "screens/Login/MVC-MVP.html"
    }?.text ?? ""

  @Test func givenMVCAndMVP_whenTheirLoginPairPageIsMade_thenViewControllersFaceEachOther() {
    // Given the fixture: MVC's Login controller (and its table extension), MVP's controller,
    // view and presenter
    // When the pair page is read
    let page = Self.page

    // Then: the view controllers are paired, the presenter stands alone and says so
    #expect(
      page.contains(
        "<h3>view controller: <code>LoginViewController</code> ↔ "
          + "<code>LoginViewController</code></h3>"))
    #expect(page.contains("<h3>presenter: — ↔ <code>LoginPresenter</code></h3>"))
    #expect(page.contains("Only in MVP: MVC has no presenter file here to pair it with."))
  }

  @Test func givenTheLoginPair_whenMade_thenItSaysWhatDiffersAndHowToReproduceIt() {
    // Given
    // When
    let page = Self.page

    // Then: a summary, the git commands, and lines marked as only left, only right or changed
    #expect(page.contains("<p class=\"summary\"><strong>MVC</strong>: 2 files,"))
    #expect(page.contains("git diff --no-index Sources/MVC/Login Sources/MVP/Login"))
    #expect(page.contains("<tr class=\"r\"><td></td><td></td><td>+1</td>"))
    #expect(page.contains("<tr class=\"l\"><td>−1</td>"))
    #expect(HTMLChecker.unbalancedTags(in: page) == [])
  }
}
