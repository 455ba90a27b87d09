import Foundation

/// A throwaway package folder for the tests that read files: the fingerprints and the check.
enum PackageTree {
  /// A new folder under the temporary directory holding `files` (relative path → text).
  static func make(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("package-tree-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (path, text) in files { try write(text, to: path, in: root) }
    return root
  }

  /// Writes `text` to `path` under `root`, creating its folder.
  static func write(_ text: String, to path: String, in root: URL) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}
