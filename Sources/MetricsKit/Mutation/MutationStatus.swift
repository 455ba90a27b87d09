import Foundation

/// The stored mutation results as the report shows them: each measured pattern's figures and
/// whether its sources or tests changed since they were measured.
package struct MutationStatus: Equatable, Sendable {
  /// The stored results.
  package let results: MutationResults
  /// Printed pattern names, in report order, with the target each is stored under.
  package let patterns: [(name: String, module: String)]
  /// Targets whose sources or tests differ from those the stored figures ran on.
  package let stale: Set<String>
  /// Screens, then layers, in the configured order, for the tables' rows.
  package var order: [String] = []
  /// The tags of the edition the main tables measure (logic and the first UI); nil when no UI
  /// is configured.
  package var firstEdition: Set<String>?
  /// Targets whose one UI is not the first (MV): the main tables measure all their files.
  package var declarativeOnly: Set<String> = []
  /// Targets whose stored split by screen, layer and UI was made with another configuration
  /// or tagger than the current one.
  package var staleTags: Set<String> = []

  package static func == (lhs: MutationStatus, rhs: MutationStatus) -> Bool {
    lhs.results == rhs.results && lhs.stale == rhs.stale
      && lhs.patterns.map(\.module) == rhs.patterns.map(\.module)
  }

  /// The counts of the edition the main tables measure for `module`: logic and the first UI,
  /// or every file of a pattern whose one UI is another.
  package func mainCounts(of module: String) -> MutationCounts? {
    guard let figures = results.patterns[module] else { return nil }
    return figures.counts(tagged: declarativeOnly.contains(module) ? nil : firstEdition)
  }

  /// The score of the pattern printed as `name`, with `stale` when it no longer holds; nil when
  /// the pattern was never measured.
  package func scoreText(of name: String) -> String? {
    guard let module = patterns.first(where: { $0.name == name })?.module,
      let counts = mainCounts(of: module)
    else { return nil }
    let score = counts.score.map { String(format: "%.1f %%", $0) } ?? "–"
    return stale.contains(module) ? score + " (stale)" : score
  }
}

// In an extension, so the memberwise initializer (the figures as stored) stays for tests.
extension MutationStatus {
  /// The status of `results` against the files now under `root`.
  package init(results: MutationResults, config: MetricsConfig, root: URL) {
    self.results = results
    let present = config.patterns.filter { results.patterns[$0.module] != nil }
    patterns = present.map { ($0.name, $0.module) }
    order = config.screens + [config.rootScreen] + config.layerNames
    firstEdition = config.firstUI.map { ["logic", $0] }
    stale = Set(
      present.filter { pattern in
        results.patterns[pattern.module]?.fingerprint
          != Fingerprint.of(pattern: pattern, root: root)
      }.map(\.module))
    let tagging = Fingerprint.ofTagging(config: config)
    staleTags = Set(
      present.filter { results.patterns[$0.module]?.tagging != tagging }.map(\.module))
  }
}
