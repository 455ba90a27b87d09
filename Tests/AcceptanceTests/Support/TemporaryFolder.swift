import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
///
/// The name is short, so a path shown in an alert fits on one line of the rendered screen.
struct TemporaryFolder: Sendable {
  /// The folder's own name, random; transcripts replace it with `<tmp>` (see `Transcript`).
  let name = "fga-" + UUID().uuidString.prefix(8)
  /// Where the folder is.
  var url: URL { FileManager.default.temporaryDirectory.appendingPathComponent(name) }

  /// Creates the folder.
  init() throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A file inside the folder.
  func file(_ fileName: String) -> URL { url.appendingPathComponent(fileName) }

  /// Deletes the folder and everything in it.
  func remove() { try? FileManager.default.removeItem(at: url) }
}
