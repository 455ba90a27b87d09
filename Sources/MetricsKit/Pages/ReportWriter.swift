import Foundation

/// Writes the report's files into the output folder.
package enum ReportWriter {
  /// The files of a report, by name, as bytes.
  package static func files(for report: Report) throws(MetricsError) -> [(String, Data)] {
    let survivors = report.mutation.map {
      [("mutants.md", Data(MutationRenderer(status: $0).survivorsDocument().utf8))]
    }
    let renderer = MarkdownRenderer(report: report)
    let details = renderer.details().map { ("details/" + $0.name, Data($0.text.utf8)) }
    return [
      ("README.md", Data(renderer.render().utf8)),
      ("metrics.json", try ResultStore.report(in: URL(fileURLWithPath: "Metrics")).encode(report)),
      ("metrics.csv", Data(CSVRenderer.render(report.figures).utf8)),
      ("lines-by-layer.svg", Data(SVGChartRenderer.linesByLayer(report.figures).utf8)),
      ("coverage.svg", Data(SVGChartRenderer.coverage(report.figures).utf8)),
    ] + (survivors ?? []) + details + rewriteFiles(report)
  }

  /// The chart and details page of "What the second UI cost", when the report has a
  /// configuration.
  private static func rewriteFiles(_ report: Report) -> [(String, Data)] {
    guard let config = report.config else { return [] }
    let renderer = UIRewriteRenderer(report: report, config: config)
    return [
      (UIRewriteRenderer.chartFile, Data(renderer.chart().utf8)),
      (UIRewriteRenderer.detailsFile, Data(renderer.detailsPage().utf8)),
    ]
  }

  /// Writes the report's files into `folder`, creating it (and `details/`) if needed.
  package static func write(_ report: Report, to folder: URL) throws(MetricsError) {
    for (name, data) in try files(for: report) {
      try ResultStore.write(data, to: folder.appendingPathComponent(name))
    }
  }
}
