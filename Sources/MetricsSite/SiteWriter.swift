import Foundation
import MetricsKit

/// Writes the site into a folder without ever touching a file it did not write.
///
/// A marker file lists what the last run wrote; a folder is accepted when it is empty, missing,
/// or carries the marker, and a file is overwritten only when the marker lists it.
package enum SiteWriter {
  /// The marker's name inside the site folder.
  package static let marker = ".metrics-site"

  /// Writes `files` (site path → text) under `folder`, and moves each staged folder of
  /// `folders` (site path → staged folder) in, replacing the one a previous run wrote.
  package static func write(
    _ files: [(path: String, text: String)], folders: [(path: String, staged: URL)] = [],
    to folder: URL
  ) throws(MetricsError) {
    let manager = FileManager.default
    let markerURL = folder.appendingPathComponent(marker)
    let existing = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    let ours = (try? String(contentsOf: markerURL, encoding: .utf8)).map {
      Set($0.split(separator: "\n").map(String.init))
    }
    guard existing.isEmpty || ours != nil else {
      throw .foreignSiteFolder(path: folder.path, reason: "it is not empty and has no \(marker)")
    }
    let paths = files.map(\.path) + folders.map(\.path)
    for path in paths where manager.fileExists(atPath: folder.appendingPathComponent(path).path) {
      guard ours?.contains(path) == true else {
        throw .foreignSiteFolder(
          path: folder.path, reason: "\(path) is there but was not written by a site run")
      }
    }
    do {
      // The marker first, listing old and new files, so an interrupted run can be rerun.
      let listed = (ours ?? []).union(paths).sorted()
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(listed.joined(separator: "\n").utf8).write(to: markerURL, options: .atomic)
      for file in files {
        let url = folder.appendingPathComponent(file.path)
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: url, options: .atomic)
      }
      for staged in folders {
        let url = folder.appendingPathComponent(staged.path)
        try? manager.removeItem(at: url)
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.moveItem(at: staged.staged, to: url)
      }
    } catch {
      throw .unreadableFile(
        path: folder.path, reason: "cannot write: \(error.localizedDescription)")
    }
  }
}
