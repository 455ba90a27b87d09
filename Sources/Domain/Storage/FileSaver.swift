import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file atomically: a temporary file in the same folder, flushed, then renamed over it.
///
/// A crash or error before the rename leaves the previous file exactly as it was (SPEC §7.2).
/// New files are created owner-only (0600), because they hold tokens and password hashes.
package struct FileSaver: Sendable {
  /// The step that moves the finished temporary file over the target.
  package typealias Replace = @Sendable (_ temporary: URL, _ target: URL) throws -> Void

  /// The file this saver writes.
  package let url: URL
  private let replace: Replace

  /// Saves to `url`; tests pass their own `replace` to stop a save just before the rename.
  package init(url: URL, replace: @escaping Replace = FileSaver.rename) {
    self.url = url
    self.replace = replace
  }

  /// The path shown in a `storage` error.
  package var path: String { url.path }

  /// Reads the file: `nil` when it does not exist; throws `storage` when it exists but cannot be read.
  ///
  /// A file that others may read (left by an older build, or copied in) is made owner-only at
  /// once, without touching its contents, rather than at its next save.
  package func load() throws(ServiceError) -> Data? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .storage(path: path)
    }
    restrictToOwner()
    return data
  }

  /// Drops the group and other permission bits of the file, if it has any.
  private func restrictToOwner() {
    let manager = FileManager.default
    guard let attributes = try? manager.attributesOfItem(atPath: path),
      let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue,
      mode & 0o077 != 0
    else { return }
    // Best effort: a file we may read but not chmod (not ours) is still read, as before.
    try? manager.setAttributes([.posixPermissions: mode & 0o700], ofItemAtPath: path)
  }

  /// Replaces the file's contents with `data`, or throws `storage` leaving the old file in place.
  package func save(_ data: Data) throws(ServiceError) {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      try Self.writeOwnerOnly(data, to: temporary)
      try replace(temporary, url)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .storage(path: path)
    }
  }

  /// Renames `temporary` over `target` with rename(2), which is atomic within one file system.
  package static func rename(_ temporary: URL, _ target: URL) throws {
    guard systemRename(temporary.path, target.path) == 0 else {
      throw CocoaError(.fileWriteUnknown)
    }
  }

  /// Creates `url` with mode 0600 (failing if it exists), writes `data` and flushes it to disk.
  private static func writeOwnerOnly(_ data: Data, to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try handle.write(contentsOf: data)
    try handle.synchronize()
    try handle.close()
  }
}

// `rename` would otherwise resolve to the static method above.
private func systemRename(_ from: String, _ to: String) -> Int32 {
  rename(from, to)
}
