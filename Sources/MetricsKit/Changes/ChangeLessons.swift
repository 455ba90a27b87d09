import Foundation

/// The figures of "How the patterns take change" in the README, generated from the change-cost
/// cells so that the hand-written explanations around them state none: how much of each patch
/// is tests, how far each request's cost spreads among the editions of one UI, and which
/// patches declare new types.
package struct ChangeLessons: Sendable {
  /// The block in the README.
  package static let block = MarkedBlock(
    start: "<!-- metrics:changes:start -->", end: "<!-- metrics:changes:end -->")

  /// The stored cells; nil before `--changes` ever ran.
  let status: ChangeStatus?
  /// The UI whose editions are compared (the first), with the patterns written in it.
  let ui: MetricsConfig.UserInterface?
  /// The patterns with an edition in `ui`, in report order.
  let patterns: [String]

  /// The sentences, in order.
  package func sentences() -> [String] {
    guard let status else {
      return ["Change cost is not measured yet: run `scripts/metrics --changes`."]
    }
    var sentences: [String] = []
    if status.stale {
      sentences.append(
        "These figures are stale: the tree changed after the patches last ran (`scripts/metrics --changes`)."
      )
    }
    let cells = status.changes.flatMap { change in
      status.patterns.compactMap { status.cell(change, of: $0.name) }
    }
    if !cells.isEmpty {
      let heavier = cells.filter { $0.testAdded + $0.testRemoved > $0.codeAdded + $0.codeRemoved }
      let tests = cells.map { $0.testAdded + $0.testRemoved }.reduce(0, +)
      let all = cells.map(\.linesTouched).reduce(0, +)
      let count =
        heavier.count == cells.count
        ? "In every one of the \(cells.count) patches"
        : "In \(heavier.count) of the \(cells.count) patches"
      sentences.append(
        "\(count) (each whole, both UIs where a pattern has two) the test lines outweigh the code lines; tests are \(NumberText.share(tests, of: all)) of all their lines."
      )
    }
    if let spread = spreadSentence(status) { sentences.append(spread) }
    sentences.append(newTypesSentence(status))
    return sentences
  }

  /// `Per request, among the UIKit-shaped editions (…): `nickname` least …; …; the widest
  /// spread …`.
  private func spreadSentence(_ status: ChangeStatus) -> String? {
    guard let ui else { return nil }
    var clauses: [String] = []
    var ratios: [(change: String, ratio: Double)] = []
    for change in status.changes {
      let values = patterns.compactMap { name in
        status.cell(change, of: name).map { (name, $0.lines(in: ui.name)) }
      }
      guard values.count > 1 else { continue }
      clauses.append(
        "`\(change)` " + VerdictRenderer(kinds: [], changeCount: 0).countClause(values))
      if let low = values.map(\.1).min(), let high = values.map(\.1).max(), low > 0 {
        ratios.append((change, Double(high) / Double(low)))
      }
    }
    guard !clauses.isEmpty else { return nil }
    let editions = ui.title.replacingOccurrences(of: " UI", with: "") + " editions"
    let widest = ratios.sorted { $0.ratio > $1.ratio }.map {
      "`\($0.change)` (\(NumberText.times($0.ratio)))"
    }
    let order = widest.count > 1 ? "; most over least, " + NumberText.list(widest) : ""
    return
      "Per request, code and test lines in the logic and one UI, among the \(editions): "
      + clauses.joined(separator: "; ") + order + "."
  }

  /// Which patches declare new types, per request.
  private func newTypesSentence(_ status: ChangeStatus) -> String {
    let clauses = status.changes.map { change in
      let declaring = status.patterns.compactMap { pattern in
        status.cell(change, of: pattern.name).map { (pattern.name, $0.newTypes) }
      }.filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }
      return "`\(change)` in "
        + (declaring.isEmpty ? "none" : NumberText.list(declaring.map { "\($0.0) (\($0.1))" }))
    }
    return
      "New types the whole patch declares (classes, structs, enums, protocols and actors; extensions not counted): "
      + clauses.joined(separator: "; ") + "."
  }

  /// The block's text: one bullet per sentence.
  package func text() -> String {
    sentences().map { "- \($0)" }.joined(separator: "\n") + "\n"
  }

  /// Writes the block of the README `file` (`path` as the command line gave it), or, with
  /// `check`, fails when it is out of date; a README without the block is left alone.
  func update(file: URL, path: String, check: Bool) throws(MetricsError) {
    try Self.block.update(
      file, path: path, with: text(), what: "the change figures", check: check)
  }
}
