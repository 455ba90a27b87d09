import Foundation

/// Renders a report as the short `Metrics/README.md` a class reads in ten minutes, and the
/// details pages under `Metrics/details/` that hold everything else.
///
/// The page has the summary, then one section per question (how big, how tested, how strong
/// the tests, what a change costs, what a UI rewrite costs, how fast at scale, how long to
/// build and test): one table or chart and at most three sentences, each generated from the
/// figures it cites, and a link to its details page.
package struct MarkdownRenderer: Sendable {
  let report: Report

  /// Creates a renderer for `report`.
  package init(report: Report) { self.report = report }

  /// The most lines, tables and characters per line the page may have.
  package static let limits = (lines: 400, tables: 12, width: 200)

  /// One question a class asks of the figures, as the page answers it: its heading, its table
  /// or chart with at most three sentences (Markdown), and its details page, if it has one.
  package struct Question: Sendable {
    /// The heading, a question (`How big is each pattern?`).
    package let title: String
    /// The section's Markdown under its heading.
    package let body: String
    /// The file name of its details page under `details/` (`size.md`); nil when it has none.
    package let details: String?
  }

  /// The page's questions in the order a class asks them; the UI rewrite's only with a
  /// configuration naming the UIs.
  package func questions() -> [Question] {
    let sections: [(String, String?, String?)] = [
      ("How big is each pattern?", sizeSection(), "size.md"),
      ("How much is it tested?", testsSection(), "tests.md"),
      ("How strong are the tests?", strengthSection(), "mutation.md"),
      ("What does a change cost?", changeSection(), "changes.md"),
      ("What does a UI rewrite cost?", rewriteSection(), nil),
      ("How fast is it at scale?", speedSection(), "speed.md"),
      ("How long to build and test?", timingSection(), "timings.md"),
    ]
    return sections.compactMap { title, body, details in
      body.map { Question(title: title, body: $0, details: details) }
    }
  }

  /// The summary's column headers and one row per pattern, each figure with its unit in its
  /// header, for the page and the site's overview.
  package func summary() -> (headers: [String], rows: [[String]]) {
    let mutation = report.mutation
    let rows = report.figures.patterns.map { pattern -> [String] in
      let module = mutation?.patterns.first { $0.name == pattern.name }?.module
      let strength = module.flatMap { mutation?.mainCounts(of: $0) }.map {
        "\(MutationRenderer.percent($0.score)) % / \(MutationRenderer.percent($0.killedScore)) %"
      }
      // The UI the main figures measure: the first one, or the pattern's only one.
      let ui = uiTag(pattern.name)
      return [
        pattern.name, report.config?.uis?.first { $0.name == ui }?.title ?? "–",
        "\(pattern.lines.code)", "\(pattern.keyClasses.count)", "\(pattern.tests.listed)",
        NumberText.percent(pattern.ownCoverage), strength ?? "–",
        report.changes?.totalLines(of: pattern.name, ui: ui).map { "\($0)" } ?? "–",
      ]
    }
    return (
      [
        "Pattern", "UI measured", "Code (lines)", "Key classes", "Tests", "Coverage, own tests",
        "Mutants detected / killed", "Change cost (lines)",
      ], rows
    )
  }

  /// The short page.
  package func render() -> String {
    // The summary: one row per pattern, eight columns, each naming its unit.
    let (headers, rows) = summary()
    let table = MarkdownTable(headers, rightAligned: [2, 3, 4, 5, 6, 7], rows: rows).text
    let sections =
      ["# Architecture metrics\n\n" + header()] + opening() + ["## Summary\n\n" + table]
      + questions().map { "## \($0.title)\n\n" + $0.body }
    var page = sections.joined(separator: "\n")
    // A section without a finding (one pattern has no ranking) leaves its blank lines doubled.
    while page.contains("\n\n\n") {
      page = page.replacingOccurrences(of: "\n\n\n", with: "\n\n")
    }
    return Prose.wrap(page)
  }

  /// The findings and the verdict tables with the rules that mark their ends, as the page's
  /// first two sections; none without UIs to compare like with like.
  package func opening() -> [String] {
    let verdict = VerdictRenderer(report: report)
    let findings = verdict.findings()
    guard !findings.isEmpty else { return [] }
    return [
      "## Findings\n\n" + findings.map { "- " + $0 + "\n" }.joined(),
      "## Verdict\n\n" + VerdictRenderer.rules + "\n\n" + verdict.tables(),
    ]
  }

  /// What the page is made from, what is configuration, and what the main tables measure.
  private func header() -> String {
    let comparison = ComparisonRenderer(figures: report.figures)
    let first = report.config?.uis?.first?.title ?? "first UI"
    let other = report.figures.otherUIOnly(firstUI: report.config?.firstUI).sorted()
    let measured =
      other.isEmpty
      ? "each pattern's \(first) edition (its logic and that UI)"
      : "each pattern's \(first) edition (its logic and that UI; \(other.joined(separator: ", ")), which has no such UI: its only UI)"
    // No date and no commit: the same tree measured with the same toolchain gives the same
    // bytes, so running the tool again leaves the checkout clean.
    return
      "Generated by `scripts/metrics` from the sources with fingerprint `\(report.header.fingerprint)` with \(report.header.toolchain). Do not edit this file. Every figure and every finding sentence is computed from the measurements. The main tables measure \(measured); the details pages hold the rest, and [metrics.csv](metrics.csv) holds every file's figures. Lines are counted as `cloc` counts Swift; coverage is line coverage from `llvm-cov`.\n"
      + (comparison.absentNote.isEmpty ? "" : "\n" + String(comparison.absentNote.dropLast()))
  }

  /// The tag of the UI the main tables measure for `pattern`.
  package func uiTag(_ pattern: String) -> String? {
    ComparisonRenderer(figures: report.figures).ui(of: pattern, report.config?.uis ?? [])
  }

  /// The finding sentences as one paragraph, or nothing when there is none (one pattern has no
  /// ranking to state).
  func paragraph(_ sentences: [String]) -> String {
    sentences.isEmpty ? "" : sentences.joined(separator: " ") + "\n"
  }

  /// `[details](details/name.md)` as a sentence.
  func more(_ page: String, _ what: String) -> String {
    "\nMore: [\(what)](details/\(page)).\n"
  }
}
