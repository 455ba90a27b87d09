import Foundation

/// A copy of parts of the checkout in a scratch folder, updated file by file so that a file
/// whose bytes did not change keeps its date and the build stays incremental.
struct ScratchTree {
  let root: URL
  let scratch: URL

  /// The scratch folder of a `purpose` (`changes`): outside the checkout at `root`, one per
  /// checkout, kept between runs so that its build stays incremental.
  static func folder(_ purpose: String, of root: URL) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "fg-\(purpose)-" + Fingerprint.of(text: root.path))
  }

  /// Makes each item (a file or a folder, relative to both roots) the same as in the checkout:
  /// changed and missing files are written, files the checkout lacks are deleted.
  func mirror(_ items: [String]) throws(MetricsError) {
    let manager = FileManager.default
    do {
      for item in items {
        let source = root.appendingPathComponent(item)
        let target = scratch.appendingPathComponent(item)
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: source.path, isDirectory: &isFolder) else { continue }
        guard isFolder.boolValue else {
          try update(target, with: try Data(contentsOf: source))
          continue
        }
        let wanted = Set(files(under: source))
        for file in wanted {
          try update(
            target.appendingPathComponent(file),
            with: try Data(contentsOf: source.appendingPathComponent(file)))
        }
        for file in files(under: target) where !wanted.contains(file) {
          try manager.removeItem(at: target.appendingPathComponent(file))
        }
      }
    } catch {
      throw .unreadableFile(path: scratch.path, reason: "cannot update the scratch copy: \(error)")
    }
  }

  /// Copies one file of the checkout to `path` in the scratch copy.
  func copy(_ file: String, to path: String) throws(MetricsError) {
    do {
      try update(
        scratch.appendingPathComponent(path),
        with: try Data(contentsOf: root.appendingPathComponent(file)))
    } catch {
      throw .unreadableFile(path: file, reason: "cannot copy it to the scratch copy: \(error)")
    }
  }

  private func update(_ file: URL, with data: Data) throws {
    if (try? Data(contentsOf: file)) == data { return }
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
  }

  /// Regular files below `folder`, relative to it.
  private func files(under folder: URL) -> [String] {
    let names = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    return names.filter { name in
      var isFolder: ObjCBool = false
      let path = folder.appendingPathComponent(name).path
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && !isFolder.boolValue
    }
  }
}
