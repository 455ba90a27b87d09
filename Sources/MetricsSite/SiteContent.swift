import Foundation
import MetricsKit

/// Reads the files the site quotes (sources, patches, DocC articles) by path from the root.
package protocol SiteSources: Sendable {
  /// The text of the file at `path`, relative to the package root; nil when there is none.
  func text(_ path: String) -> String?
}

/// The checkout's files.
package struct FileSiteSources: SiteSources {
  /// The package root.
  package let root: URL

  /// The file's text, read as UTF-8; nil when it is missing or unreadable.
  package func text(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}

/// Everything the pages are made from: the computed report, the stored results and the files.
package struct SiteContent: Sendable {
  /// The report, with its stored mutation and change-cost status.
  package let report: Report
  /// The configuration the report was made with.
  package let config: MetricsConfig
  /// Where the quoted files are read.
  package let sources: any SiteSources
  /// The modules whose DocC pages `--docs` made under `docs/`; empty without `--docs`.
  package var docs: Set<String> = []

  /// The report with the configuration the site was made with, as the short page is rendered.
  package var reportWithConfig: Report {
    var report = report
    if report.config == nil { report.config = config }
    return report
  }

  /// The renderer of the short page, which the site follows.
  package var renderer: MarkdownRenderer { MarkdownRenderer(report: reportWithConfig) }

  /// The report's deterministic figures.
  package var figures: Report.Figures { report.figures }
  /// The same colours as the report's charts.
  package var palette: LayerPalette { LayerPalette(figures: figures) }

  /// The configuration of the measured pattern printed as `name`.
  package func pattern(_ name: String) -> MetricsConfig.Pattern? {
    config.patterns.first { $0.name == name }
  }

  /// The source files (not tests) of `pattern` in `screen`, by path.
  package func sourceFiles(of pattern: String, in screen: String) -> [FileMetrics] {
    figures.files.filter { !$0.isTest && $0.pattern == pattern && $0.screen == screen }
  }

  /// The files of `pattern`'s main-table edition in `screen`: its logic and its first UI (all
  /// its files when it has no file of the first UI, as MV), as the comparison tables count it;
  /// or, given `ui`, its logic and that UI.
  package func editionFiles(of pattern: String, in screen: String, ui: String?) -> [FileMetrics] {
    let own = sourceFiles(of: pattern, in: screen)
    let first = config.firstUI.flatMap { figures.uis(of: pattern).contains($0) ? $0 : nil }
    guard let shown = ui ?? first else { return own }
    return own.filter { $0.ui == nil || $0.ui == shown }
  }

  /// The file's lines as the sources hold it, without the empty one after its last newline.
  func lines(of path: String) -> [String] {
    (sources.text(path) ?? "").lines
  }

  /// The screen folder of a measured file, for grouping the mutants.
  package func screen(of path: String) -> String {
    if let file = figures.files.first(where: { $0.path == path }) { return file.screen }
    // A file the figures do not list yet (results stored before the report was made again):
    // its folder below the pattern's says.
    guard let pattern = config.patterns.first(where: { path.hasPrefix($0.sources + "/") }) else {
      return config.rootScreen
    }
    return FileClassifier(config: config).screen(
      ofRelativePath: String(path.dropFirst(pattern.sources.count + 1)))
  }

  /// The folders that hold no screen (the composition root, pattern-wide helpers, loose
  /// files): their code is on the pattern pages and in the file pages, but they get no screen
  /// page and no pair pages.
  package static let notScreens: Set<String> = ["App", "Shared"]

  /// The screens that get a page, in configured order.
  package var screens: [String] {
    figures.screens.filter { !Self.notScreens.contains($0) && $0 != config.rootScreen }
  }

  /// Every measured source file (not tests) of every pattern, which gets a page of its code.
  package var sourceFiles: [FileMetrics] {
    let measured = Set(figures.patterns.map(\.name))
    return figures.files.filter { !$0.isTest && measured.contains($0.pattern) }
  }

  /// A file name usable in a URL: letters, digits, `-` and `_` kept, anything else `-`.
  package static func slug(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
  }
}
