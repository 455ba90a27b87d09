import Foundation
import Testing

@testable import MetricsKit
@testable import MetricsSite

/// The site made from the repository's own `Metrics/`, as `scripts/metrics --site` makes it,
/// so real sources (generics, long files, every screen) go through the same checks as the fixture.
@Suite struct SiteFromCommittedMetricsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The committed report with its stored results, as the command assembles it.
  static func content() throws -> SiteContent {
    let metrics = root.appendingPathComponent("Metrics")
    let config = try MetricsConfig.load(from: root.appendingPathComponent("metrics-config.json"))
    var report = try JSONDecoder().decode(
      Report.self, from: Data(contentsOf: metrics.appendingPathComponent("metrics.json")))
    report.mutation = try ResultStore.mutation(in: metrics).read(MutationResults.self)
      .map { MutationStatus(results: $0, config: config, root: root) }
    report.changes = try ResultStore.changes(in: metrics).read(ChangeResults.self).map {
      ChangeStatus(results: $0, catalog: ChangeCatalog(root: root, config: config))
    }
    report.patternNames = Dictionary(
      uniqueKeysWithValues: config.patterns.filter { $0.module != $0.name }.map {
        ($0.module, $0.name)
      })
    return SiteContent(report: report, config: config, sources: FileSiteSources(root: root))
  }

  /// The site of `content()`.
  static func files() throws -> [(path: String, text: String)] {
    SiteBuilder(content: try content()).files()
  }

  @Test func everyPageIsBalancedLinkedAndFreeOfMachinePaths() throws {
    // Given the site of the committed figures
    let files = try Self.files()
    let paths = Set(files.map(\.path))
    for file in files where file.path.hasSuffix(".html") {
      // Then each page's tags match, its links resolve, and the checkout's path is not in it
      #expect(HTMLChecker.unbalancedTags(in: file.text) == [], "\(file.path)")
      let broken = HTMLChecker.internalLinks(in: file.text).filter {
        !paths.contains(HTMLChecker.resolve($0, from: file.path))
      }
      #expect(broken == [], "\(file.path)")
      #expect(!file.text.contains(Self.root.path), "\(file.path)")
    }
    // And it stays small: 15 MB was the bound with three change requests; the change page
    // shows every patch whole, and five requests took the site just past it.
    let size = files.reduce(0) { $0 + $1.text.utf8.count }
    #expect(size < 16_000_000, "\(size) bytes")
  }
}
