import Foundation
import Testing

@testable import MetricsKit

/// The short page made from the repository's own `Metrics/`: the limits a class can read.
@Suite struct ShortReportTests {
  /// The committed report with its stored results and the configuration, as the command
  /// assembles it.
  static func committed() throws -> Report {
    let root = SiteFromCommittedMetricsTests.root
    let metrics = root.appendingPathComponent("Metrics")
    let config = try MetricsConfig.load(from: root.appendingPathComponent("metrics-config.json"))
    var report = try JSONDecoder().decode(
      Report.self, from: Data(contentsOf: metrics.appendingPathComponent("metrics.json")))
    let otherUIOnly = report.figures.otherUIOnly(firstUI: config.firstUI)
    report.mutation = try ResultStore.mutation(in: metrics).read(MutationResults.self)
      .map {
        var status = MutationStatus(results: $0, config: config, root: root)
        status.declarativeOnly = Set(
          config.patterns.filter { otherUIOnly.contains($0.name) }.map(\.module))
        return status
      }
    report.changes = try ResultStore.changes(in: metrics).read(ChangeResults.self).map {
      ChangeStatus(results: $0, catalog: ChangeCatalog(root: root, config: config))
    }
    report.uiRewrite = try ResultStore.judgedUIRewrite(in: metrics)
    report.config = config
    report.patternNames = Dictionary(
      uniqueKeysWithValues: config.patterns.filter { $0.module != $0.name }.map {
        ($0.module, $0.name)
      })
    return report
  }

  @Test func givenTheCommittedFigures_whenThePageIsRendered_thenItKeepsTheLimits() throws {
    // Given
    let report = try Self.committed()

    // When
    let page = MarkdownRenderer(report: report).render()

    // Then
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    let tables = lines.filter { $0.hasPrefix("| ---") || $0.hasPrefix("| --- ") }.count
    #expect(lines.count <= MarkdownRenderer.limits.lines)
    #expect(tables <= MarkdownRenderer.limits.tables)
    #expect(Prose.overlong(page, limit: MarkdownRenderer.limits.width) == [])
    #expect(!page.contains("## Appendix"))
  }

  @Test func givenTheCommittedFigures_whenDetailsAreRendered_thenEachSectionLinksAnExistingPage()
    throws
  {
    // Given
    let renderer = MarkdownRenderer(report: try Self.committed())

    // When
    let page = renderer.render()
    let names = Set(renderer.details().map(\.name))

    // Then
    for name in ["size.md", "tests.md", "mutation.md", "changes.md", "speed.md", "timings.md"] {
      #expect(names.contains(name))
      #expect(page.contains("(details/\(name))"))
    }
    for detail in renderer.details() {
      let overlong = Prose.overlong(detail.text, limit: MarkdownRenderer.limits.width)
      #expect(overlong == [], "\(detail.name)")
    }
  }

  @Test func givenTheCommittedFigures_whenTheREADMEsOpeningIsRead_thenItsUIsAreTheMeasuredOnes()
    throws
  {
    // Given: the UIs each pattern's measured source files are written in
    let report = try Self.committed()
    let uis = try #require(report.config?.uis).map(\.name)
    let written = { (pattern: String) in
      Set(report.figures.files.filter { $0.pattern == pattern && !$0.isTest }.compactMap(\.ui))
    }
    let patterns = report.figures.patterns.map(\.name)
    let list = { (names: [String]) in
      names.count < 2
        ? names.joined()
        : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    // When: the README's opening paragraph, its lines joined
    let readme = try String(
      contentsOf: SiteFromCommittedMetricsTests.root.appendingPathComponent("README.md"),
      encoding: .utf8)
    let opening = try #require(readme.components(separatedBy: "\n## ").first)
      .replacingOccurrences(of: "\n", with: " ")

    // Then: it names the patterns with both UIs, and those with one, as the figures have them
    let both = patterns.filter { written($0) == Set(uis) }
    #expect(both.count > 1)
    #expect(opening.contains("\(list(both)) have two UIs on the same logic"))
    let uikitOnly = patterns.filter { written($0) == [uis[0]] }
    let declarativeOnly = patterns.filter { written($0) == [uis[1]] }
    #expect(opening.contains("\(list(uikitOnly)) is UIKit-shaped only"))
    #expect(opening.contains("\(list(declarativeOnly)) declarative only"))
  }
}
