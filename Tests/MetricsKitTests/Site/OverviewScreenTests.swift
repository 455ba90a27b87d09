import Foundation
import Testing

@testable import MetricsKit
@testable import MetricsSite

/// The overview a class is shown at 1280×720: the findings and the verdict first, then one
/// screen per question with the one chart that answers it, and the rest one click away.
@Suite struct OverviewScreenTests {
  /// The committed figures with their ports, the site made from them and its overview.
  private static let content = try? ChartAgreementTests.content()
  private static let files = content.map { SiteBuilder(content: $0).files() } ?? []
  private static let overview = files.first { $0.path == "index.html" }?.text ?? ""

  /// The overview's question sections, each from its opening tag to its end.
  private static var sections: [String] {
    overview.components(separatedBy: "<section class=\"screen\"").dropFirst().map {
      $0.components(separatedBy: "</section>")[0]
    }
  }

  @Test func givenTheCommittedFigures_whenTheOverviewIsMade_thenTheFindingsAndVerdictComeFirst()
    throws
  {
    // Given the overview of the committed figures
    let page = Self.overview
    // When the findings, the verdict and the first question are looked for
    let findings = try #require(page.range(of: ">Findings</h"))
    let verdict = try #require(page.range(of: ">Verdict</h"))
    let first = try #require(page.range(of: "<section class=\"screen\""))
    // Then the findings come first, then the verdict, then the questions, then the pages
    #expect(findings.lowerBound < verdict.lowerBound && verdict.lowerBound < first.lowerBound)
    let pages = try #require(page.range(of: "<h2>Pages</h2>"))
    #expect(first.lowerBound < pages.lowerBound)
    // And the findings are the report's, word for word
    let content = try #require(Self.content)
    let opening = MarkdownRenderer(report: content.reportWithConfig).opening()
    #expect(page.contains(ArticleHTML.render(opening.joined(separator: "\n"))))
  }

  @Test
  func givenTheCommittedFigures_whenTheOverviewIsMade_thenEachQuestionHasOneChartAndItsAnswer()
    throws
  {
    // Given the report's questions
    let content = try #require(Self.content)
    let questions = MarkdownRenderer(report: content.reportWithConfig).questions()
    // When the overview's sections are read
    let sections = Self.sections
    // Then there is one per question, in order, each with exactly one chart
    #expect(sections.count == questions.count)
    for (section, question) in zip(sections, questions) {
      #expect(section.contains("<h2>\(HTML.escape(question.title))</h2>"), "\(question.title)")
      let charts = section.components(separatedBy: "<figure class=\"chart\"").count - 1
      #expect(charts == 1, "\(question.title): \(charts) charts")
      // And its answer is the first sentence of the report's own finding
      let answer = try #require(OverviewSection.answer(question.body), "\(question.title)")
      #expect(question.body.replacingOccurrences(of: "\n", with: " ").contains(answer))
      #expect(section.contains("<p class=\"answer\">" + HTML.inlineMarkdown(answer) + "</p>"))
      // And its numbers are one click away, under the chart
      #expect(section.contains("<details><summary>The numbers</summary>"), "\(question.title)")
    }
  }

  @Test func givenTheCommittedFigures_whenTheOverviewIsMade_thenEveryChartFitsOneScreen() {
    // Given the overview's charts
    let heights = Self.overview.matches(of: #/<svg [^>]*height="(\d+)"/#).compactMap {
      Int($0.1)
    }
    // Then each is at most the limit tall, so it shares a 720 px screen with its heading
    #expect(heights.count == Self.sections.count)
    for height in heights {
      #expect(height <= OverviewPage.chartHeightLimit, "\(height) px")
    }
    #expect(OverviewPage.chartHeightLimit <= 620)
    // And each section is moved to the top of a screen by the page's own script
    #expect(Self.overview.contains("function alignScreens(screenHeight)"))
  }

  @Test func givenTheCommittedFigures_whenTheSiteIsMade_thenWhatLeftTheOverviewIsOnItsDetailsPage()
    throws
  {
    // Given the report's questions and the site's pages
    let content = try #require(Self.content)
    let renderer = MarkdownRenderer(report: content.reportWithConfig)
    let charts = OverviewCharts(content: content)
    for question in renderer.questions() {
      guard let name = question.details else { continue }
      // When the question's details page is read
      let page = try #require(Self.files.first { $0.path == DetailsPage.path(name) }).text
      // Then it holds the section's tables and every chart of the question, and the overview
      // links it
      let section = ArticleHTML.render(Prose.wrap(OverviewSection.prose(question.body)))
      #expect(page.contains(section), "\(name)")
      #expect(page.contains(charts.all(name)), "\(name)")
      #expect(Self.overview.contains("<a href=\"\(DetailsPage.path(name))\">details</a>"))
    }
    // And the summary table is on its own page, linked from the overview
    let summary = try #require(Self.files.first { $0.path == DetailsPage.summaryPath }).text
    for header in renderer.summary().headers {
      #expect(summary.contains("<th>\(HTML.escape(header))</th>"), "\(header)")
    }
    #expect(Self.overview.contains("<a href=\"\(DetailsPage.summaryPath)\">"))
    #expect(!Self.overview.contains("<h2>Summary</h2>"))
  }

  @Test
  func givenASectionWithDefinitionsAndLinks_whenItsAnswerIsTaken_thenItIsTheFindingsFirstSentence()
  {
    // Given a section as the report writes one: a table, definitions, the finding, a link
    let markdown = """
      | Pattern | Total |
      | --- | ---: |
      | MVP | **572** |

      Moved: lines counted once, not in the other columns.

      MVP kept its logic (+1 −1 code lines, 1.5× less). UDF needed no adapter.

      Each pattern's lesson: [details](details/ui-rewrite.md).

      """
    // When its answer is taken
    let answer = OverviewSection.answer(markdown)
    // Then it is the finding's first sentence, its figures untouched
    #expect(answer == "MVP kept its logic (+1 −1 code lines, 1.5× less).")
  }
}
