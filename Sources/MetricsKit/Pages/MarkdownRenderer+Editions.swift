extension MarkdownRenderer {
  /// The key tables again for the editions in the second UI, or nil when no pattern has one.
  func secondEdition() -> (title: String, body: String)? {
    guard let (uis, editions) = secondEditions else { return nil }
    let (first, second) = (uis[0], uis[1])
    let figures = Report.Figures(
      layers: report.figures.layers, patterns: editions, files: report.figures.files,
      screens: report.figures.screens)
    let intro =
      "The tables above measure each pattern's \(first.title) edition: the code both UIs share and that UI. Here are the same tables for the \(second.title) edition: the same shared code and the \(second.title) (each file tagged by its role, as in \"What the second UI cost\": presentation logic and shared navigation, such as coordinators, routers and configurators, are in both editions; a file no role names, by its imports; a test file as the file it is named after). Coverage is from the pattern's whole own test run.\n"
    return (
      "The \(second.title) edition",
      intro + "\n## Summary\n\n" + summary(figures)
        + "\n## Lines of code by layer\n\n" + byGroup(figures, \.layers, title: "Layer")
        + "\n## Tests\n\n" + tests(figures) + "\n## Coverage\n\n" + coverage(figures)
        + "\nTest strength and change cost by UI are in [mutation.md](mutation.md#by-ui) and [changes.md](changes.md#by-ui).\n"
    )
  }

  /// The UIs and the second UI's editions; nil when no pattern has one.
  private var secondEditions: ([MetricsConfig.UserInterface], [PatternMetrics])? {
    guard let uis = report.config?.uis, uis.count > 1,
      let editions = report.figures.editions?[uis[1].name], !editions.isEmpty
    else { return nil }
    return (uis, editions)
  }

  /// Test strength by UI tag, for the mutation details: mutants detected / viable in each
  /// tag's files, and the second edition's score; nil without a second UI.
  func mutationByUI() -> String? {
    guard let (uis, editions) = secondEditions else { return nil }
    guard let status = report.mutation else {
      return "Not measured yet: `scripts/metrics --mutation` measures it.\n"
    }
    let tags = ["logic"] + uis.map(\.name)
    var table = MarkdownTable(
      ["Pattern", "Logic"] + uis.map(\.title) + ["\(uis[1].title) edition"],
      rightAligned: Set(1...(tags.count + 1)))
    for name in editions.map(\.name) {
      guard let module = status.patterns.first(where: { $0.name == name })?.module,
        let figures = status.results.patterns[module]
      else {
        table.add([name] + Array(repeating: "–", count: tags.count + 1))
        continue
      }
      let edition = figures.counts(tagged: ["logic", uis[1].name])
      let stale =
        status.stale.contains(module)
        ? " (stale)" : status.staleTags.contains(module) ? " (tags stale)" : ""
      table.add(
        [name]
          + tags.map { tag in
            figures.uis[tag].map { "\($0.detected) / \($0.viable)" } ?? "–"
          } + [NumberText.share(edition.detected, of: edition.viable) + stale])
    }
    return
      "Mutants noticed / compiling mutants in the files of each tag, by the pattern's own tests; the last column is the score of the logic and the \(uis[1].title) together.\n\n"
      + table.text
  }

  /// Change cost by UI tag, for the change details; nil without a second UI.
  func changesByUI() -> String? {
    guard let (uis, editions) = secondEditions else { return nil }
    guard let status = report.changes else {
      return "Not measured yet: `scripts/metrics --changes` measures it.\n"
    }
    let tags = ["logic"] + uis.map(\.name)
    var table = MarkdownTable(
      ["Pattern", "Change", "Logic"] + uis.map(\.title), rightAligned: Set(2...(tags.count + 1)))
    for name in editions.map(\.name) {
      for change in status.changes {
        let split = status.cell(change, of: name)?.byUI
        table.add(
          [name, "`\(change)`"] + tags.map { tag in split.map { "\($0[tag] ?? 0)" } ?? "–" })
      }
    }
    return
      "Code and test lines each patch added or removed, by the tag of the file they are in: what the change cost in the logic both UIs share and in each UI.\n\n"
      + table.text
  }
}
