import Foundation

extension MetricsCommand {
  /// Writes the static site of `report` into `folder` and says where, how big and how fast.
  package static func writeSite(
    _ report: Report, config: MetricsConfig, root: URL, to folder: String, progress: Progress
  ) throws(MetricsError) {
    let clock = ContinuousClock()
    let start = clock.now
    let content = SiteContent(
      report: report, config: config, sources: FileSiteSources(root: root))
    let files = SiteBuilder(content: content).files()
    try SiteWriter.write(files, to: resolve(folder, in: root))
    let bytes = files.reduce(0) { $0 + $1.text.utf8.count }
    let elapsed = clock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    progress.log(
      "wrote the site to \(folder)/ (\(files.count) files, \(bytes / 1024) KB, "
        + "\(NumberText.seconds(seconds)) s): open \(folder)/index.html")
  }
}
