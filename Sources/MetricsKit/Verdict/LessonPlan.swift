/// A 90-minute class built on the figures: which screens to read, which tables to project,
/// which exercise to give to which group and what to discuss after, every figure computed.
///
/// It compares the UIKit-shaped editions (MVC and the ported patterns) with one another, as
/// the verdict does, and picks the exercises by the change cost their references measured.
package struct LessonPlan: Sendable {
  let kinds: [EditionKind]
  let changes: ChangeStatus?
  let screens: [String]
  let folders: [String: String]

  /// The details page's body; nil without editions to compare.
  package func page() -> String? {
    guard let first = kinds.first, first.editions.count > 1,
      let small = first.editions.min(by: { $0.code < $1.code }),
      let large = first.editions.max(by: { $0.code < $1.code })
    else { return nil }
    // The first screen a user sees, not a folder of shared code.
    let screen = screens.first { !["App", "Shared", "Models"].contains($0) } ?? "Login"
    let folder = { (name: String) in (folders[name] ?? "Sources/" + name) + "/" + screen }
    var steps = [
      "1. **The app (10 minutes).** Run `swift run football-gather --demo` (or show the README's seven screens). Every pattern and UI draws the same screens, byte for byte: what differs is only where the code lives.",
      "2. **One screen in two patterns (20 minutes).** Open the \(screen) screen of the smallest and the largest \(first.ui.title) edition side by side: \(small.pattern) (\(small.code) code lines in all) and \(large.pattern) (\(large.code)), `git diff --no-index --stat \(folder(small.pattern)) \(folder(large.pattern))` or the site's pair page for \(screen). Ask where the second pattern's lines went: which roles, and what each buys in tests.",
      "3. **The verdict (15 minutes).** Project the report's verdict tables. Ask which gaps are ties before reading the marks, then read the rules under the tables.",
    ]
    if let groups = exerciseGroups(first) { steps.append(groups) }
    steps.append(discussion(first))
    return
      "A class of 90 minutes on the question \"what does each pattern cost, and is the UI really replaceable?\", built on the figures of [the report](../README.md); like the report, it compares editions written in the same UI.\n\n"
      + steps.joined(separator: "\n") + "\n" + exerciseTables()
  }

  /// Every exercise with each edition's reference size, easiest first, one table per UI.
  private func exerciseTables() -> String {
    guard let changes, !changes.changes.isEmpty else { return "" }
    var text =
      "\n### The exercises\n\n`scripts/exercise list` gives each request in a user's words. Each cell: the lines (code and tests) of the pattern's reference in its logic and that UI; the easiest request first, by the median of its references.\n"
    for kind in kinds {
      let names = kind.editions.map(\.pattern)
      let sizes = changes.changes.map { change in
        (change, names.map { changes.cell(change, of: $0)?.lines(in: kind.ui.name) })
      }
      func median(_ cells: [Int?]) -> Int { Self.median(cells.compactMap { $0 }) }
      var table = MarkdownTable(
        ["Exercise"] + names + ["Median"], rightAligned: Set(1...names.count + 1))
      for (change, cells) in sizes.sorted(by: { median($0.1) < median($1.1) }) {
        table.add(["`\(change)`"] + cells.map { $0.map(String.init) ?? "–" } + ["\(median(cells))"])
      }
      text += "\n\(NumberText.capitalized(kind.plural)):\n\n" + table.text
    }
    return text
  }

  /// Four groups: the cheapest and the dearest pattern on the easiest and the hardest request.
  private func exerciseGroups(_ kind: EditionKind) -> String? {
    guard let changes, changes.changes.count > 1 else { return nil }
    let names = kind.editions.map(\.pattern)
    func lines(_ change: String) -> [(String, Int)] {
      names.compactMap { name in
        changes.cell(change, of: name).map { (name, $0.lines(in: kind.ui.name)) }
      }
    }
    func median(_ change: String) -> Int { Self.median(lines(change).map(\.1)) }
    let ordered = changes.changes.sorted { median($0) < median($1) }
    guard let easy = ordered.first, let hard = ordered.last else { return nil }
    var groups: [String] = []
    for change in [easy, hard] {
      let figures = lines(change)
      guard let least = figures.min(by: { $0.1 < $1.1 }),
        let most = figures.max(by: { $0.1 < $1.1 })
      else { continue }
      groups.append(
        "`\(change)` in \(least.0) (its reference: \(least.1) lines) and in \(most.0) (\(most.1))")
    }
    return
      "4. **Exercises in four groups (30 minutes).** \(NumberText.list(groups)): the easiest and the hardest request by the median of the references, each in the \(kind.ui.title) edition that took the fewest and the most lines. Each group runs `scripts/exercise start NAME --pattern P`, then `scripts/exercise check` until the scenario passes."
  }

  /// The middle value (the upper one of an even count), 0 for none.
  private static func median(_ values: [Int]) -> Int {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  /// What to compare after the exercises.
  private func discussion(_ kind: EditionKind) -> String {
    var points = [
      "each group's lines beside its reference's (`scripts/exercise check` prints both, by role), then the reference itself (`scripts/exercise answer`)"
    ]
    let changed = kind.editions.compactMap(\.change).reduce(0, +)
    let tests = kind.editions.compactMap(\.changeTests).reduce(0, +)
    if changed > 0 {
      points.append(
        "how much of a change is tests (\(NumberText.share(tests, of: changed)) of the references' lines in these editions)"
      )
    }
    let ported = kind.figures(\.port)
    if let least = ported.min(by: { $0.1 < $1.1 }), let most = ported.max(by: { $0.1 < $1.1 }) {
      points.append(
        "whether the UI is replaceable: the second UI cost \(least.0) \(least.1) code lines and \(most.0) \(most.1) (the report's UI-rewrite section says where they went)"
      )
    }
    return "5. **Compare (15 minutes).** Discuss " + NumberText.list(points) + "."
  }
}

extension LessonPlan {
  /// Creates the plan of `report`.
  package init(report: Report) {
    kinds = report.editionKinds()
    changes = report.changes
    screens = report.figures.screens
    folders = Dictionary(
      (report.config?.patterns ?? []).map { ($0.name, $0.sources) }, uniquingKeysWith: { a, _ in a }
    )
  }
}
