/// The short page's sections: a table and at most three sentences generated from its figures.
extension MarkdownRenderer {
  func sizeSection() -> String {
    let patterns = report.figures.patterns
    var table = MarkdownTable(
      [
        "Pattern", "Files", "Code (lines)", "Types", "Key classes",
        "Largest key class (code lines with its extensions)",
      ], rightAligned: [1, 2, 3, 4])
    for pattern in patterns {
      table.add([
        pattern.name, "\(pattern.files)", "\(pattern.lines.code)", "\(pattern.typeCounts.types)",
        "\(pattern.keyClasses.count)",
        pattern.largestKeyClass.map { "`\($0.name)` (\($0.layer), \($0.codeLines))" } ?? "–",
      ])
    }
    // The verdict's first finding: what each edition takes to write.
    var sentences = Array(VerdictRenderer(report: report).findings().prefix(1))
    if let (pattern, key) = patterns.compactMap({ p in p.largestKeyClass.map { (p, $0) } })
      .max(by: { $0.1.codeLines < $1.1.codeLines })
    {
      sentences.append(
        "The largest key class is \(pattern.name)'s `\(key.name)` (\(key.layer)), \(key.codeLines) code lines with its extensions."
      )
    }
    let breaks = patterns.flatMap(\.ruleBreaks).count
    sentences.append(
      breaks == 0
        ? "No file of either UI breaks the architecture rules (no logic file imports a UI toolkit, no pattern imports another, no pattern builds a widget)."
        : breaks == 1
          ? "One file breaks the architecture rules (named in the details)."
          : "\(breaks) files break the architecture rules (listed in the details).")
    return table.text + "\n![Lines of code by layer](lines-by-layer.svg)\n\n"
      + paragraph(sentences)
      + more("size.md", "lines by layer and screen, types, key classes, shared code, rules")
  }

  func testsSection() -> String {
    let patterns = report.figures.patterns
    var table = MarkdownTable(
      [
        "Pattern", "Tests", "Test code (lines)", "Test lines per code line",
        "Coverage, own tests", "Coverage, all tests",
      ], rightAligned: [1, 2, 3, 4, 5])
    for pattern in patterns {
      table.add([
        pattern.name, "\(pattern.tests.listed)", "\(pattern.testLines.code)",
        NumberText.ratio(pattern.testLines.code, pattern.lines.code),
        NumberText.percent(pattern.ownCoverage), NumberText.percent(pattern.allCoverage),
      ])
    }
    let comparison = ComparisonRenderer(figures: report.figures)
    var sentences: [String] = []
    if let most = patterns.max(by: { $0.tests.listed < $1.tests.listed }),
      let fewest = patterns.min(by: { $0.tests.listed < $1.tests.listed }),
      most.name != fewest.name
    {
      sentences.append(
        "**\(most.name)** has the most tests (\(most.tests.listed)) and **\(fewest.name)** the fewest (\(fewest.tests.listed))."
      )
    }
    let perLine = { (p: PatternMetrics) in Double(p.testLines.code) / Double(max(p.lines.code, 1)) }
    if patterns.count > 1, let heavy = patterns.max(by: { perLine($0) < perLine($1) }) {
      sentences.append(
        "**\(heavy.name)** writes the most test code per line of code, \(NumberText.ratio(heavy.testLines.code, heavy.lines.code))."
      )
    }
    if let low = patterns.min(by: { comparison.lower($1.ownCoverage, $0.ownCoverage) }),
      let high = patterns.max(by: { comparison.lower($0.ownCoverage, $1.ownCoverage) }),
      low.name != high.name
    {
      sentences.append(
        "Coverage by a pattern's own tests runs from \(NumberText.percent(low.ownCoverage)) (\(low.name)) to \(NumberText.percent(high.ownCoverage)) (\(high.name))."
      )
    }
    return table.text + "\n![Line coverage](coverage.svg)\n\n"
      + paragraph(sentences)
      + more("tests.md", "tests by screen and layer, coverage by screen")
  }

  func strengthSection() -> String {
    guard let status = report.mutation else {
      return "Not measured yet: `scripts/metrics --mutation` measures it.\n"
    }
    let renderer = MutationRenderer(status: status)
    let counts = status.patterns.compactMap { name, module in
      status.mainCounts(of: module).map { (name, $0) }
    }
    var sentences: [String] = []
    let detected = counts.compactMap { name, c in c.score.map { (name, $0) } }
    let killed = counts.compactMap { name, c in c.killedScore.map { (name, $0) } }
    if let low = detected.min(by: { $0.1 < $1.1 }), let high = detected.max(by: { $0.1 < $1.1 }),
      let killedLow = killed.min(by: { $0.1 < $1.1 }),
      let killedHigh = killed.max(by: { $0.1 < $1.1 })
    {
      sentences.append(
        "With time-outs counted as detected the scores run from \(MutationRenderer.percent(low.1)) % (\(low.0)) to \(MutationRenderer.percent(high.1)) % (\(high.0)); counting only killed mutants, from \(MutationRenderer.percent(killedLow.1)) % (\(killedLow.0)) to \(MutationRenderer.percent(killedHigh.1)) % (\(killedHigh.0))."
      )
    }
    let many = renderer.manyTimeoutNames()
    if !many.isEmpty {
      sentences.append(
        "More than \(Int(MutationRenderer.timeoutShareToExplain * 100)) % of mutants time out in \(many): \(renderer.limitText); the details list where."
      )
    }
    let staleTags = status.patterns.filter { status.staleTags.contains($0.module) }.count
    if staleTags > 0 {
      sentences.append(
        "The split by UI, screen and layer of \(staleTags) of \(status.patterns.count) patterns predates the current tagging and is marked stale in the details."
      )
    }
    return renderer.scoreTable() + "\n" + paragraph(sentences)
      + more("mutation.md", "time-outs, scores by screen, layer and UI")
  }

  func changeSection() -> String {
    guard let status = report.changes else {
      return "Not measured yet: `scripts/metrics --changes` measures it.\n"
    }
    var sentences = [VerdictRenderer(report: report).changeFinding()].compactMap { $0 }
    if status.stale {
      sentences.append(
        "The lines are read from the patches and current; whether each patch still passes is not shown, since the tree changed after they last ran."
      )
    }
    return
      "Lines touched (code and tests, added and removed) by each feature request's patch in the logic and the UI the main tables measure, then all the lines split into the logic's code, each UI's code and the tests:\n\n"
      + changeRenderer(status).totals() + "\n"
      + paragraph(sentences) + more("changes.md", "each change's files, code and tests")
  }

  /// The change tables, each pattern counted in the logic and the UI its main figures measure.
  func changeRenderer(_ status: ChangeStatus) -> ChangeRenderer {
    let tags = Dictionary(
      uniqueKeysWithValues: report.figures.patterns.map { ($0.name, uiTag($0.name)) })
    return ChangeRenderer(status: status, uis: report.config?.uis ?? []) { tags[$0] ?? nil }
  }

  /// The UI-rewrite section, rendered by its own module; nil without a configuration.
  func rewriteSection() -> String? {
    report.config.map { UIRewriteRenderer(report: report, config: $0).section() }
  }
}
