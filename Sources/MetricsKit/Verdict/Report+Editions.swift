extension Report {
  /// The editions of each configured UI, like with like: the first UI's (MVC and the ported
  /// patterns), then each other UI's (MV and the ports); empty without UIs.
  package func editionKinds() -> [EditionKind] {
    guard let config, let uis = config.uis, let first = uis.first else { return [] }
    let otherOnly = figures.otherUIOnly(firstUI: first.name)
    return uis.map { ui in
      let measured =
        ui == first
        ? figures.patterns.filter { !otherOnly.contains($0.name) }
        : figures.editions?[ui.name] ?? []
      var kind = EditionKind(
        ui: ui,
        editions: measured.map {
          EditionFigures(pattern: $0.name, code: $0.lines.code, testCode: $0.testLines.code)
        })
      fillChanges(&kind)
      fillPorts(&kind, config: config)
      // A first-UI edition, like a pattern written only in another UI, is its whole pattern.
      let whole = { (name: String) in ui == first || otherOnly.contains(name) }
      fillStrength(&kind, whole: whole)
      fillScale(&kind, whole: whole)
      return kind
    }
  }

  /// The target a pattern's results are stored under (`MVPC` for `MVP-C`).
  private func module(of name: String) -> String {
    config?.patterns.first { $0.name == name }?.module ?? name
  }

  /// The lines each edition's logic and UI took over every change request.
  private func fillChanges(_ kind: inout EditionKind) {
    guard let changes else {
      kind.unranked[.change] = "not measured yet: run `scripts/metrics --changes`"
      return
    }
    if changes.stale {
      kind.unranked[.change] =
        "stale: the tree changed after the patches last ran (`scripts/metrics --changes`)"
    }
    for index in kind.editions.indices {
      let name = kind.editions[index].pattern
      guard let lines = changes.totalLines(of: name, ui: kind.ui.name) else { continue }
      kind.editions[index].change = lines
      kind.editions[index].changeTests = changes.changes.compactMap {
        changes.cell($0, of: name)?.testsByUI
      }.reduce(0) { $0 + ($1["logic"] ?? 0) + ($1[kind.ui.name] ?? 0) }
    }
    let failed = changes.changes.flatMap { change in
      kind.editions.compactMap { edition in
        changes.cell(change, of: edition.pattern)?.passed == false
          ? "\(change) × \(edition.pattern)" : nil
      }
    }
    if !failed.isEmpty, kind.unranked[.change] == nil {
      kind.unranked[.change] =
        "not ranked: \(NumberText.list(failed)) did not pass (`scripts/metrics --changes`)"
    }
  }

  /// The code lines each pattern's second UI cost; the same figure for both of its editions.
  private func fillPorts(_ kind: inout EditionKind, config: MetricsConfig) {
    guard let uiRewrite else {
      kind.unranked[.port] = "not recorded: run `scripts/metrics --ui-rewrite`"
      return
    }
    let patterns = kind.editions.map(\.pattern)
    let costs = RewriteRows(patterns: patterns, rewrite: uiRewrite, config: config).costs
    for (index, pattern) in patterns.enumerated() {
      kind.editions[index].port = costs.last { $0.pattern == pattern }?.total
    }
  }

  /// The mutation score of each edition's logic and UI.
  private func fillStrength(_ kind: inout EditionKind, whole: (String) -> Bool) {
    guard let mutation else {
      kind.unranked[.strength] = "not measured yet: run `scripts/metrics --mutation`"
      return
    }
    var stale: [String] = []
    for index in kind.editions.indices {
      let name = kind.editions[index].pattern
      let module = self.module(of: name)
      guard let figures = mutation.results.patterns[module],
        let counts = whole(name)
          ? mutation.mainCounts(of: module) : figures.counts(tagged: ["logic", kind.ui.name])
      else { continue }
      kind.editions[index].strength = Ranking.Score(
        detected: counts.detected, viable: counts.viable)
      if mutation.stale.contains(module) || mutation.staleTags.contains(module) {
        stale.append(name)
      }
    }
    if !stale.isEmpty {
      kind.unranked[.strength] =
        "stale for \(NumberText.list(stale)): run `scripts/metrics --mutation`"
    }
  }

  /// Each edition's slowest action at the largest squad benched, among the actions benched
  /// for every edition of the kind.
  private func fillScale(_ kind: inout EditionKind, whole: (String) -> Bool) {
    guard let bench, let size = bench.results.map(\.players).max() else {
      kind.unranked[.scale] = "not measured yet: run `scripts/metrics --bench`"
      return
    }
    if benchStale {
      kind.unranked[.scale] = "stale: the sources changed after `scripts/metrics --bench` last ran"
    }
    let targets = kind.editions.map {
      module(of: $0.pattern) + (whole($0.pattern) ? "" : SpeedRenderer.secondUISuffix)
    }
    let atSize = bench.results.filter { $0.players == size }
    let actions = atSize.map(\.action).uniqued().filter { action in
      targets.allSatisfy { target in
        atSize.contains { $0.pattern == target && $0.action == action }
      }
    }
    for (index, target) in targets.enumerated() {
      let slowest = atSize.filter { $0.pattern == target && actions.contains($0.action) }
        .max { $0.medianMs < $1.medianMs }
      kind.editions[index].slowest = slowest?.timing
    }
  }
}
