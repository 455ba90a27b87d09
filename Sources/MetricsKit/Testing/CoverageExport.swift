import Foundation

/// Per-file line coverage read from `llvm-cov export -summary-only` JSON.
package enum CoverageExport {
  private struct Export: Decodable { let data: [Unit] }
  private struct Unit: Decodable { let files: [File] }

  private struct File: Decodable {
    let filename: String
    let summary: Summary
  }

  private struct Summary: Decodable { let lines: Lines }
  private struct Lines: Decodable { let count, covered: Int }

  /// Coverage keyed by path relative to `root`; files outside it are left out.
  package static func parse(_ json: Data, root: String) throws(MetricsError) -> [String: Coverage] {
    let export: Export
    do { export = try JSONDecoder().decode(Export.self, from: json) } catch {
      throw .unreadableFile(path: "llvm-cov export output", reason: "\(error)")
    }
    let prefix = root.hasSuffix("/") ? root : root + "/"
    var result: [String: Coverage] = [:]
    for file in export.data.flatMap(\.files) where file.filename.hasPrefix(prefix) {
      let relative = String(file.filename.dropFirst(prefix.count))
      result[relative, default: Coverage()] =
        result[relative, default: Coverage()]
        + Coverage(covered: file.summary.lines.covered, executable: file.summary.lines.count)
    }
    return result
  }
}
