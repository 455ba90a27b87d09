import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryFolder {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("DomainTests-\(UUID().uuidString)")

  /// Creates the folder.
  init() throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A file inside the folder.
  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// The names of everything in the folder, sorted.
  var contents: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  /// The POSIX permission bits of a file in the folder.
  func permissions(of name: String) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: file(name).path)[.posixPermissions] as? Int
  }

  /// Deletes the folder and everything in it.
  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A rename step that fails, standing in for a crash between the flush and the rename.
struct InterruptedRename: Error {}
