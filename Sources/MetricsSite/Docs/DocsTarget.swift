import Foundation
import MetricsKit

/// One module documented by `--docs`: its name and, when it has one, its DocC catalog.
package struct DocsTarget: Equatable, Sendable {
  /// The module's name (`MVPC`), also its folder under the site's `docs/`.
  package let module: String
  /// The catalog folder relative to the package root, nil when the target has none.
  package let catalog: String?

  /// The site folder of its pages: `docs/<module>`.
  package var sitePath: String { "docs/\(module)" }

  /// The page DocC makes for the module, relative to the site root.
  package var entryPath: String { "\(sitePath)/documentation/\(module.lowercased())/" }

  /// The pattern targets of `config`, then its shared targets, whose sources exist under `root`.
  package static func all(config: MetricsConfig, root: URL) -> [DocsTarget] {
    let folders =
      config.patterns(presentIn: root).map { ($0.module, $0.sources) }
      + config.sharedTargets(presentIn: root).map { ($0.name, $0.sources) }
    return folders.map { module, sources in
      let catalog = "\(sources)/Documentation.docc"
      let hasCatalog = FileManager.default.fileExists(
        atPath: root.appendingPathComponent(catalog).path)
      return DocsTarget(module: module, catalog: hasCatalog ? catalog : nil)
    }
  }
}
