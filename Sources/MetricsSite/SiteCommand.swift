import Foundation
import MetricsKit

/// What `--site` and `--docs` do once the report is written: the site, and the DocC pages in it.
package enum SiteCommand {
  /// Writes the site `options` ask for (with the DocC pages when `--docs` is given).
  @Sendable package static func write(
    _ report: Report, config: MetricsConfig, context: BuildContext, options: Options
  ) async throws(MetricsError) {
    guard let folder = options.site else { return }
    let docs =
      options.docs
      ? try await DocsBuilder(context: context).build(
        DocsTarget.all(config: config, root: context.root)) : []
    try writeSite(
      report, config: config, root: context.root, to: folder, docs: docs,
      progress: context.progress)
  }

  /// Writes the static site of `report` into `folder`, with the staged DocC pages of `docs`,
  /// and says where, how big and how fast.
  package static func writeSite(
    _ report: Report, config: MetricsConfig, root: URL, to folder: String,
    docs: [DocsBuilder.Made] = [], progress: MetricsKit.Progress
  ) throws(MetricsError) {
    let start = ContinuousClock.now
    var content = SiteContent(
      report: report, config: config, sources: FileSiteSources(root: root))
    content.docs = Set(docs.map(\.target.module))
    let files = SiteBuilder(content: content).files()
    try SiteWriter.write(
      files, folders: docs.map { ($0.target.sitePath, $0.folder) },
      to: MetricsCommand.resolve(folder, in: root))
    let bytes = files.reduce(0) { $0 + $1.text.utf8.count }
    let seconds = (ContinuousClock.now - start).seconds
    progress.log(
      "wrote the site to \(folder)/ (\(files.count) files, \(bytes / 1024) KB, \(NumberText.seconds(seconds)) s): open \(folder)/index.html"
        + (docs.isEmpty ? "" : "; DocC pages: python3 -m http.server -d \(folder) 8000"))
  }
}
