/// The report's first words: at most six findings, one per question a class asks (what each
/// pattern costs to write, to test, to change and to port, whose tests are strongest, what
/// scale costs), then a verdict table per UI that fits one slide.
///
/// Every ranking compares like with like — editions written in the same UI, each its logic and
/// that UI — and goes through `Ranking`, so a gap inside the noise is called a tie.
package struct VerdictRenderer: Sendable {
  let kinds: [EditionKind]
  let changeCount: Int

  /// The findings, one Markdown bullet each (without the bullet), in the questions' order.
  package func findings() -> [String] {
    guard !kinds.isEmpty else { return [] }
    return [
      countFinding("**To write** (code lines of the logic and one UI)", .write) { $0.code },
      countFinding("**To test** (test code lines)", .test) { $0.testCode },
      changeFinding(),
      portFinding(),
      strengthFinding(),
      scaleFinding(),
    ].compactMap { $0 }
  }

  /// The rules the findings follow, for the report's header.
  package static let rules =
    "Like with like: each ranking compares the editions written in the same UI (each its logic and that UI). Ties are ties: counts within \(Ranking.countTolerancePercent) % of the least or the most are about the same and named together; two mutation scores differ only when their gap exceeds twice the standard error of the difference; two times differ only when the ranges of their round medians do not overlap; ratios carry two significant figures."

  /// One table per UI, a row per edition and a column per question, each end of a ranking
  /// marked (`least`, `most`; `(tie)` when others are within the noise of it).
  package func tables() -> String {
    kinds.map { kind in
      var table = MarkdownTable(
        [
          "Pattern", "To write (code lines)", "To test (test code lines)", "To change (lines)",
          "To port (code lines)", "Mutation score (%)", "Slowest at scale (ms)",
        ], rightAligned: Set(1...6))
      let ranked = { (question: EditionKind.Question, ranking: Ranking?) in
        kind.unranked[question] == nil ? ranking : nil
      }
      let write = ranked(.write, Ranking.counts(kind.figures { $0.code }))
      let test = ranked(.test, Ranking.counts(kind.figures { $0.testCode }))
      let change = ranked(.change, Ranking.counts(kind.figures(\.change)))
      let port = ranked(.port, Ranking.counts(kind.figures(\.port)))
      let strength = ranked(.strength, Ranking.scores(kind.figures(\.strength)))
      let scale = ranked(.scale, Ranking.times(kind.figures(\.slowest)))
      for e in kind.editions {
        let name = e.pattern
        table.add([
          name, "\(e.code)" + Self.mark(name, write), "\(e.testCode)" + Self.mark(name, test),
          (e.change.map(String.init) ?? "–") + Self.mark(name, change),
          (e.port.map(String.init) ?? "–") + Self.mark(name, port),
          (e.strength.map { Self.points($0.share * 100) } ?? "–")
            + Self.mark(name, strength, least: "weakest", most: "strongest"),
          (e.slowest.map { NoisyTime.ms($0.median) } ?? "–")
            + Self.mark(name, scale, least: "fastest", most: "slowest"),
        ])
      }
      let unranked = EditionKind.Question.allCases.compactMap { question in
        kind.unranked[question].map { "\(question.rawValue): \($0)" }
      }
      return "**\(NumberText.capitalized(kind.plural))**\n\n" + table.text
        + (unranked.isEmpty ? "" : "\nNot ranked: " + unranked.joined(separator: "; ") + ".\n")
    }.joined(separator: "\n")
  }

  /// ` least`, ` most (tie)` or nothing: where `name` stands in `ranking`.
  static func mark(
    _ name: String, _ ranking: Ranking?, least: String = "least", most: String = "most"
  ) -> String {
    guard let ranking, !ranking.isTie else { return "" }
    for (group, word) in [(ranking.least, least), (ranking.most, most)] where group.contains(name) {
      return " " + word + (group.count > 1 ? " (tie)" : "")
    }
    return ""
  }

  // MARK: - Sentences

  /// `title: among the …, clause; among the …, clause.`: each kind's clause, or why its
  /// question has no ranking there.
  private func finding(
    _ title: String, _ question: EditionKind.Question, _ clause: (EditionKind) -> String
  ) -> String {
    title + ": "
      + kinds.map { "among the \($0.plural), " + ($0.unranked[question] ?? clause($0)) }
      .joined(separator: "; ") + "."
  }

  private func countFinding(
    _ title: String, _ question: EditionKind.Question, _ value: (EditionFigures) -> Int?
  ) -> String {
    finding(title, question) { countClause($0.figures(value)) }
  }

  /// `least **MVC** (676), most **VIP** (2191, 3.2×)`, with ties named together.
  func countClause(_ values: [(String, Int)]) -> String {
    guard let ranking = Ranking.counts(values) else { return "nothing measured" }
    let figures = Dictionary(values, uniquingKeysWith: { first, _ in first })
    let figure = { (name: String) in figures[name] ?? 0 }
    let all = values.map(\.1)
    if ranking.isTie { return "all about the same (\(all.min() ?? 0)–\(all.max() ?? 0))" }
    let low = ranking.least.map(figure).min() ?? 0
    let high = ranking.most.map(figure).max() ?? 0
    let ratio = NumberText.times(Double(high) / Double(max(1, low))) + " the least"
    return "least \(group(ranking.least, figure)), most \(group(ranking.most, figure, ratio))"
      + Self.between(ranking)
  }

  /// The change-cost finding, which the change section repeats.
  func changeFinding() -> String? {
    guard changeCount > 0 else { return nil }
    let base = countFinding(
      "**To change** (code and test lines the \(changeCount) change requests touched in the logic and one UI)",
      .change, \.change)
    let editions = kinds.flatMap(\.editions)
    let total = editions.compactMap(\.change).reduce(0, +)
    let tests = editions.compactMap(\.changeTests).reduce(0, +)
    guard total > 0 else { return base }
    return String(base.dropLast())
      + "; \(NumberText.share(tests, of: total)) of those lines are tests."
  }

  private func portFinding() -> String? {
    guard kinds.count > 1, let first = kinds.first else { return nil }
    let title = "**To port** to the \(kinds[1].ui.title) (code lines the port wrote or changed)"
    if let reason = first.unranked[.port] { return title + ": " + reason + "." }
    let ported = first.figures(\.port)
    let without = first.editions.filter { $0.port == nil }.map(\.pattern)
    let born = kinds.dropFirst().flatMap(\.editions).filter {
      $0.port == nil && !first.editions.map(\.pattern).contains($0.pattern)
    }.map(\.pattern)
    var notes: [String] = []
    if !without.isEmpty { notes.append("\(NumberText.list(without)) has no second UI") }
    if !born.isEmpty { notes.append("\(NumberText.list(born)) was born in it") }
    return title + ": " + countClause(ported)
      + (notes.isEmpty ? "" : "; " + NumberText.list(notes))
      + portContrast(ported, second: kinds[1]) + "."
  }

  /// `; **VIP**'s port alone (1001) is more code than **MV**'s whole declarative edition (499)`,
  /// when the largest port outweighs the smallest edition of the second UI; else nothing.
  private func portContrast(_ ported: [(String, Int)], second: EditionKind) -> String {
    guard let largest = ported.max(by: { $0.1 < $1.1 }),
      let smallest = second.editions.min(by: { $0.code < $1.code }),
      largest.1 > smallest.code, largest.0 != smallest.pattern
    else { return "" }
    let ui = second.ui.title.replacingOccurrences(of: " UI", with: "")
    return "; **\(largest.0)**'s port alone (\(largest.1)) is more code than "
      + "**\(smallest.pattern)**'s whole \(ui) edition (\(smallest.code))"
  }

  private func strengthFinding() -> String? {
    finding("**Strongest tests** (mutation score, time-outs as detected)", .strength) { kind in
      let scores = kind.figures(\.strength)
      guard let ranking = Ranking.scores(scores) else { return "nothing measured" }
      let byName = Dictionary(scores, uniquingKeysWith: { first, _ in first })
      let percent = { (name: String) in byName[name].map(Self.percent) ?? "–" }
      let best = ranking.most.compactMap { byName[$0] }.max { $0.share < $1.share }
      let worst = ranking.least.compactMap { byName[$0] }.min { $0.share < $1.share }
      guard !ranking.isTie, let best, let worst else {
        return "all within the noise (\(scores.count) editions)"
      }
      let gap = (best.share - worst.share) * 100
      let error = best.differenceError(worst) * 100
      return
        "strongest \(group(ranking.most, percent)), weakest \(group(ranking.least, percent, "a gap of \(Self.points(gap)) points, twice its standard error \(Self.points(2 * error))"))"
        + Self.between(ranking)
    }
  }

  private func scaleFinding() -> String? {
    finding("**At scale** (the largest squad benched, each edition's slowest action)", .scale) {
      kind in
      let times = kind.figures(\.slowest)
      guard let ranking = Ranking.times(times) else { return "nothing measured" }
      let byName = Dictionary(times, uniquingKeysWith: { first, _ in first })
      let ms = { (name: String) in (byName[name].map { NoisyTime.ms($0.median) } ?? "–") + " ms" }
      let fast = ranking.least.compactMap { byName[$0] }.min { $0.median < $1.median }
      let slow = ranking.most.compactMap { byName[$0] }.max { $0.median < $1.median }
      guard !ranking.isTie, let fast, let slow else { return "all within the noise" }
      let range =
        "\(NumberText.times(slow.low / fast.high))–\(NumberText.times(slow.high / fast.low))"
      return
        "fastest \(group(ranking.least, ms)), slowest \(group(ranking.most, ms, "\(NumberText.times(slow.median / fast.median)) the fastest; \(range) across their rounds"))"
        + Self.between(ranking)
    }
  }

  /// `**A** (1)`, or `**A** and **B**, about the same (1, 1.02)`; `note` after the figures.
  private func group<Value>(
    _ names: [String], _ figure: (String) -> Value, _ note: String? = nil
  ) -> String {
    let bold = NumberText.list(names.map { "**\($0)**" })
    let figures =
      names.map { "\(figure($0))" }.joined(separator: ", ")
      + (note.map { (names.count == 1 ? ", " : "; ") + $0 } ?? "")
    return names.count == 1 ? "\(bold) (\(figures))" : "\(bold), about the same (\(figures))"
  }

  /// `, **MVC** and **MVVM** within the noise of both`, or nothing.
  static func between(_ ranking: Ranking) -> String {
    guard !ranking.between.isEmpty else { return "" }
    return ", " + NumberText.list(ranking.between.map { "**\($0)**" }) + " within the noise of both"
  }

  static func percent(_ score: Ranking.Score) -> String { points(score.share * 100) + " %" }

  static func points(_ value: Double) -> String { String(format: "%.1f", value) }
}

extension VerdictRenderer {
  /// Creates the verdict of `report`.
  package init(report: Report) {
    self.init(kinds: report.editionKinds(), changeCount: report.changes?.changes.count ?? 0)
  }
}
