/// The long tables the details pages show.
extension MarkdownRenderer {
  func shared(_ targets: [SharedFigures]) -> String {
    let table = MarkdownTable(
      [
        "Target", "What it gives every pattern", "Files", "Code", "Types", "Test files",
        "Test code",
      ], rightAligned: [2, 3, 4, 5, 6],
      rows: targets.map { target in
        [
          target.name, target.role, "\(target.files)", "\(target.lines.code)", "\(target.types)",
          "\(target.testFiles)", "\(target.testLines.code)",
        ]
      })
    return
      "What every pattern builds on, counted apart: the other tables measure only a pattern's own `Sources/<P>` and `Tests/<P>Tests`, so they show what a pattern does with the widgets and the rules, not the widgets and the rules themselves.\n\n"
      + table.text
  }

  func summary(_ figures: Report.Figures) -> String {
    MarkdownTable(
      [
        "Pattern", "Files", "Code", "Comment", "Blank", "Types",
        "Largest declaration (code lines)", "Tests", "Test code", "Coverage (own tests)",
        "Coverage (all tests)", "Rule breaks",
      ], rightAligned: [1, 2, 3, 4, 5, 7, 8, 9, 10, 11],
      rows: figures.patterns.map { pattern in
        [
          pattern.name, "\(pattern.files)", "\(pattern.lines.code)", "\(pattern.lines.comment)",
          "\(pattern.lines.blank)", "\(pattern.typeCounts.types)",
          pattern.largestType.map { "`\($0.name)` (\($0.codeLines))" } ?? "–",
          "\(pattern.tests.listed)", "\(pattern.testLines.code)",
          NumberText.percent(pattern.ownCoverage),
          NumberText.percent(pattern.allCoverage), "\(pattern.ruleBreaks.count)",
        ]
      }
    ).text
  }

  func byGroup(
    _ figures: Report.Figures, _ groups: KeyPath<PatternMetrics, [GroupFigures]>, title: String
  ) -> String {
    var names = figures.patterns.flatMap { $0[keyPath: groups].map(\.name) }.uniqued()
    if groups == \PatternMetrics.layers { names = figures.layers.filter(names.contains) }
    return ComparisonRenderer(figures: figures).grid(
      title, rows: names,
      cell: { pattern, name in
        pattern[keyPath: groups].first { $0.name == name }.map { "\($0.lines.code)" }
      }, total: { "\($0.lines.code)" })
  }

  func types(_ figures: Report.Figures) -> String {
    MarkdownTable(
      [
        "Pattern", "class", "struct", "enum", "protocol", "actor", "extension",
        "Largest declaration (code lines, extensions apart)",
      ], rightAligned: [1, 2, 3, 4, 5, 6],
      rows: figures.patterns.map { pattern in
        let c = pattern.typeCounts
        return [pattern.name]
          + [c.classes, c.structs, c.enums, c.protocols, c.actors, c.extensions].map(String.init)
          + [
            pattern.largestType.map { "`\($0.name)` (\($0.kind), \($0.codeLines), `\($0.path)`)" }
              ?? "–"
          ]
      }
    ).text
  }

  func tests(_ figures: Report.Figures) -> String {
    MarkdownTable(
      ["Pattern", "Tests", "Passed", "Failed", "Test files", "Test code", "Test code per code"],
      rightAligned: [1, 2, 3, 4, 5, 6],
      rows: figures.patterns.map { pattern in
        [
          pattern.name, "\(pattern.tests.listed)", "\(pattern.tests.passed)",
          "\(pattern.tests.failed)", "\(pattern.testFiles)", "\(pattern.testLines.code)",
          NumberText.ratio(pattern.testLines.code, pattern.lines.code),
        ]
      }
    ).text
  }

  func coverage(_ figures: Report.Figures) -> String {
    MarkdownTable(
      ["Pattern", "Own tests", "All tests", "Executable lines"], rightAligned: [1, 2, 3],
      rows: figures.patterns.map { p in
        [
          p.name, NumberText.percent(p.ownCoverage), NumberText.percent(p.allCoverage),
          "\(p.allCoverage.executable)",
        ]
      }
    ).text
  }

  func ruleBreaks(_ figures: Report.Figures) -> String {
    let breaks = figures.patterns.flatMap(\.ruleBreaks)
    guard !breaks.isEmpty else {
      return
        "No file of either UI breaks the architecture rules: no logic file imports a UI toolkit, no pattern imports another, and no pattern builds a widget (every screen's widgets, UIKit-shaped or declarative, come from `Layouts`).\n"
    }
    return MarkdownTable(
      ["File", "Imports or builds", "Rule"],
      rows: breaks.map { ["`\($0.path)`", $0.module, $0.rule] }
    ).text
  }
}
