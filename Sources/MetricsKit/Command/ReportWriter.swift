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
      ("metrics.json", try ReportJSON.encode(report)),
      ("metrics.csv", Data(CSVRenderer.render(report.figures).utf8)),
      ("lines-by-layer.svg", Data(SVGChartRenderer.linesByLayer(report.figures).utf8)),
      ("coverage.svg", Data(SVGChartRenderer.coverage(report.figures).utf8)),
    ] + (survivors ?? []) + details
  }

  /// Writes the report's files into `folder`, creating it if needed.
  package static func write(_ report: Report, to folder: URL) throws(MetricsError) {
    do {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("details"), withIntermediateDirectories: true)
      for (name, data) in try files(for: report) {
        try data.write(to: folder.appendingPathComponent(name), options: .atomic)
      }
    } catch let error as MetricsError {
      throw error
    } catch {
      throw .unreadableFile(
        path: folder.path, reason: "cannot write: \(error.localizedDescription)")
    }
  }
}
