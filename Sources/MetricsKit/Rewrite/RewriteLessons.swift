/// The lessons of "What the second UI cost", generated from its figures so that a sentence can
/// never contradict the table beside it: one per pattern, and at most three across patterns.
package struct RewriteLessons: Sendable {
  let titles: RewriteTitles

  /// One pattern's lesson: its total, the two columns that cost most with their figures, its
  /// presentation logic's change and its moved lines.
  package func lesson(_ cost: RewriteCost) -> String {
    let ranked = RewriteCost.Column.allCases.filter { cost[$0].total > 0 }
      .sorted { cost[$0].total > cost[$1].total }
    let top = ranked.prefix(2).map { "\(titles.name($0)) (\(cost.figure($0)))" }
    var sentence = "\(cost.pattern)'s \(titles.secondUI) cost \(cost.total) code lines"
    if !top.isEmpty { sentence += ", most in " + NumberText.list(top) }
    if !ranked.prefix(2).contains(.presentationLogic) {
      sentence +=
        cost[.presentationLogic].total == 0
        ? "; its presentation logic did not change"
        : "; its presentation logic changed \(cost.figure(.presentationLogic))"
    }
    let firstFiles = NumberText.list(cost.firstUIFiles.map { "`\($0)`" })
    if cost[.firstUI].total > 0, !ranked.prefix(2).contains(.firstUI) {
      sentence += "; its \(titles.firstUI) changed \(cost.figure(.firstUI))"
      if !firstFiles.isEmpty { sentence += " in \(firstFiles)" }
    } else if !firstFiles.isEmpty {
      sentence += "; the \(titles.firstUI) it changed: \(firstFiles)"
    }
    if !cost.navigationFiles.isEmpty {
      let files = NumberText.list(cost.navigationFiles.map { "`\($0)`" })
      sentence += "; the shared navigation it changed: \(files)"
    }
    let changed = cost.changed
    if changed.all > 0, let mechanical = changed.mechanical {
      sentence +=
        "; of the \(changed.all) lines it changed in shared code and the \(titles.firstUI), \(mechanical) are mechanical and \(changed.all - mechanical) change behaviour"
    }
    if cost.moved > 0 {
      let lines = cost.moved == 1 ? "line" : "lines"
      sentence += "; \(cost.moved) more \(lines) moved verbatim between files, counted apart"
    }
    return sentence + "."
  }

  /// At most four sentences across the patterns: what the patterns paying for adapters did
  /// to their logic, what those without adapters did instead, how much of what the ports
  /// changed was mechanical, and where shared navigation changed.
  package func summary(_ costs: [RewriteCost]) -> [String] {
    let adapted = costs.filter { $0[.adapter].total > 0 }
    let unadapted = costs.filter { $0[.adapter].total == 0 }
    var sentences: [String] = []
    if !adapted.isEmpty {
      let nearlyUnchanged = adapted.allSatisfy { $0[.presentationLogic].total * 20 <= $0.total }
      let their = adapted.count == 1 ? "its" : "their"
      let logic = adapted.map { $0.figure(.presentationLogic) }
      let kept =
        nearlyUnchanged
        ? "kept \(their) presentation logic almost unchanged"
        : "changed \(their) presentation logic"
      let adapters = NumberText.list(adapted.map { "\($0[.adapter].total)" })
      sentences.append(
        "\(NumberText.list(adapted.map(\.pattern))) \(kept) (\(NumberText.list(logic)) code lines) and paid for adapters instead (\(adapters) lines)."
      )
    }
    if !unadapted.isEmpty {
      let their = unadapted.count == 1 ? "its" : "their"
      let most = adapted.map { $0[.presentationLogic].total }.max() ?? 0
      let more = unadapted.allSatisfy { $0[.presentationLogic].total > most } && !adapted.isEmpty
      let changed = NumberText.list(unadapted.map { $0.figure(.presentationLogic) })
      let end = more ? ", more than any pattern with adapters." : "."
      sentences.append(
        "\(NumberText.list(unadapted.map(\.pattern))) needed no adapter; \(their) presentation logic changed \(changed) code lines\(end)"
      )
    }
    let changing = costs.filter { $0.changed.all > 0 }
    if !changing.isEmpty {
      let counts = changing.map { cost in
        let changed = cost.changed
        return "\(cost.pattern) "
          + (changed.mechanical.map(String.init) ?? "(not recorded: `scripts/metrics --ui-rewrite`)")
          + " of \(changed.all)"
      }
      sentences.append(
        "Of the lines each port changed in shared code and the existing \(titles.firstUI), mechanical by the rule above: \(NumberText.list(counts)); the rest change behaviour."
      )
    }
    let navigated = costs.filter { $0[.sharedNavigation].total > 0 }
      .sorted { $0[.sharedNavigation].total > $1[.sharedNavigation].total }
    let still = costs.filter { $0[.sharedNavigation].total == 0 }.map(\.pattern)
    if navigated.isEmpty {
      if !costs.isEmpty { sentences.append("No port changed shared navigation.") }
    } else {
      let changed = navigated.map { "\($0.pattern) (\($0.figure(.sharedNavigation)))" }
      let rest = still.isEmpty ? "." : "; in \(NumberText.list(still)) it did not."
      sentences.append("Shared navigation changed in \(NumberText.list(changed))\(rest)")
    }
    return sentences
  }
}
