/// Turns measured files, test results and coverage into a pattern's figures.
package struct ReportBuilder: Sendable {
  private let config: MetricsConfig
  private let classifier: FileClassifier
  private let rules: RuleChecker

  /// Creates a builder for `config`.
  package init(config: MetricsConfig) {
    self.config = config
    classifier = FileClassifier(config: config)
    rules = RuleChecker(config: config)
  }

  /// The figures of one pattern from its files (coverage already attached) and tests.
  package func pattern(
    _ name: String, files: [FileMetrics], tests: TestResults
  ) -> PatternMetrics {
    let sources = files.filter { !$0.isTest }
    let testFiles = files.filter(\.isTest)
    let layers = config.layerNames.compactMap { layer -> GroupFigures? in
      let members = sources.filter { $0.layer == layer }
      return members.isEmpty ? nil : GroupFigures(name: layer, files: members)
    }
    let screens = classifier.sortedScreens(sources.map(\.screen)).map { screen in
      GroupFigures(name: screen, files: sources.filter { $0.screen == screen })
    }
    return PatternMetrics(
      name: name, files: sources.count, lines: sum(sources),
      typeCounts: TypeCounts(sources.flatMap(\.types)),
      largestType: largestType(in: sources), layers: layers, screens: screens,
      testFiles: testFiles.count, testLines: sum(testFiles), tests: tests,
      ownCoverage: sources.reduce(Coverage()) { $0 + ($1.ownCoverage ?? Coverage()) },
      allCoverage: sources.reduce(Coverage()) { $0 + ($1.allCoverage ?? Coverage()) },
      ruleBreaks: rules.breaks(in: sources))
  }

  private func sum(_ files: [FileMetrics]) -> LineCounts {
    files.reduce(LineCounts()) { $0 + $1.lines }
  }

  /// The longest type; on a tie, the first by path then line, so the answer never varies.
  private func largestType(in files: [FileMetrics]) -> LargestType? {
    var best: LargestType?
    for file in files {
      for type in file.types where type.codeLines > (best?.codeLines ?? -1) {
        best = LargestType(
          name: type.name, kind: type.kind, path: file.path, codeLines: type.codeLines)
      }
    }
    return best
  }
}
