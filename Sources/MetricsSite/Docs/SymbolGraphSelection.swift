import Foundation
import MetricsKit

/// Picks one module's symbol graphs out of the folder where the build put every module's.
package enum SymbolGraphSelection {
  /// The file names among `names` that belong to `module`: `<module>.symbols.json` and its
  /// extension graphs `<module>@<Other>.symbols.json`.
  package static func files(of module: String, among names: [String]) -> [String] {
    names.filter { name in
      name == "\(module).symbols.json"
        || (name.hasPrefix("\(module)@") && name.hasSuffix(".symbols.json"))
    }.sorted()
  }

  /// Copies `module`'s graphs from `source` into a fresh `destination`; returns their names.
  package static func copy(
    _ module: String, from source: URL, to destination: URL
  ) throws(MetricsError) -> [String] {
    let manager = FileManager.default
    do {
      let names = try manager.contentsOfDirectory(atPath: source.path)
      let chosen = files(of: module, among: names)
      // A fresh folder, so graphs of an earlier run or another module never leak in.
      try? manager.removeItem(at: destination)
      try manager.createDirectory(at: destination, withIntermediateDirectories: true)
      for name in chosen {
        try manager.copyItem(
          at: source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
      }
      return chosen
    } catch { throw .unreadableFile(path: source.path, reason: error.localizedDescription) }
  }
}
