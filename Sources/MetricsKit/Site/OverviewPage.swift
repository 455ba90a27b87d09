/// `index.html`: the summary table, the findings, a chart per measure and links to the rest.
struct OverviewPage {
  let content: SiteContent

  func page() -> SitePage {
    let figures = content.figures
    let renderer = ComparisonRenderer(figures: figures)
    let findings =
      renderer.findings(report: "", layer: figures.layers.first ?? "code")
      + (content.report.changes.map { renderer.changeFinding($0, report: "") } ?? "")
    let items = findings.split(separator: "\n").map { line in
      "<li>" + HTML.inlineMarkdown(String(line.drop { $0 == "-" || $0 == " " })) + "</li>"
    }
    let body =
      "<p>Made by <code>scripts/metrics --site</code> from the figures of <code>Metrics/</code>."
      + " Every chart's numbers are in the table below it.</p>\n"
      + contents() + HTML.escape(renderer.absentNote) + summary()
      + "<h2>Findings</h2>\n<ul>\n" + items.joined(separator: "\n") + "\n</ul>\n"
      + OverviewCharts(content: content).html()
    return SitePage(path: "index.html", title: "The comparison", body: body)
  }

  /// The columns of the summary `scripts/metrics` writes into README.md, the articles'
  /// headline figure (the first layer's code, "View controller code") first.
  private func summary() -> String {
    let mutation = content.report.mutation
    let changes = content.report.changes
    let renderer = ComparisonRenderer(figures: content.figures)
    let firstLayer = content.figures.layers.first ?? "code"
    let rows = content.figures.patterns.map { pattern -> [String] in
      let largest =
        pattern.largestKeyClass.map { "<code>\(HTML.escape($0.name))</code> (\($0.codeLines))" }
        ?? "–"
      let layerCode = renderer.firstLayerCode(pattern, firstLayer).map(String.init) ?? "–"
      var row: [String] = [
        HTML.link(pattern.name, to: PatternPage.path(pattern.name)), layerCode,
        "\(pattern.lines.code)", "\(pattern.keyClasses.count)", largest,
        "\(pattern.tests.listed)", NumberText.ratio(pattern.testLines.code, pattern.lines.code),
        NumberText.percent(pattern.ownCoverage),
      ]
      if let mutation { row.append(HTML.escape(mutation.scoreText(of: pattern.name) ?? "–")) }
      if let changes { row.append(changes.totalLines(of: pattern.name).map { "\($0)" } ?? "–") }
      return row
    }
    let layerTitle = firstLayer.prefix(1).uppercased() + firstLayer.dropFirst()
    return "<h2>Summary</h2>\n"
      + HTML.table(
        [
          "Pattern", "\(layerTitle) code", "Code", "Key classes", "Largest key class", "Tests",
          "Test code per code", "Coverage (own tests)",
        ] + (mutation == nil ? [] : ["Mutation score"])
          + (changes == nil ? [] : ["Change cost (lines)"]), rows, raw: true)
  }

  private func contents() -> String {
    let screens = content.screens.map { HTML.link($0, to: ScreenPage.path($0)) }
    let patterns = content.figures.patterns.map {
      HTML.link($0.name, to: PatternPage.path($0.name))
    }
    return "<h2>Pages</h2>\n<ul>\n<li>Screens: " + screens.joined(separator: ", ")
      + "</li>\n<li>Patterns: " + patterns.joined(separator: ", ") + "</li>\n<li>"
      + HTML.link("Test strength: the surviving mutants", to: MutantsPage.path) + "</li>\n<li>"
      + HTML.link("Change cost: the patches side by side", to: ChangesPage.path) + "</li>\n<li>"
      + HTML.link("What the second UI cost", to: UIRewritePage.path)
      + "</li>\n" + docs() + "</ul>\n"
  }

  /// The DocC pages' item, only when `--docs` made them; they need an HTTP server.
  private func docs() -> String {
    guard !content.docs.isEmpty else { return "" }
    let links = content.docs.sorted().map {
      HTML.link($0, to: DocsTarget(module: $0, catalog: nil).entryPath)
    }
    return "<li>DocC documentation (served over HTTP: <code>python3 -m http.server -d "
      + "&lt;site folder&gt; 8000</code>): " + links.joined(separator: ", ") + "</li>\n"
  }
}
