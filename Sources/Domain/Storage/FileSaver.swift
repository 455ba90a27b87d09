import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes one file atomically: a temporary file in the same folder, flushed, then renamed.
///
/// A crash or error before the rename leaves the previous file exactly as it was (SPEC §7.2).
/// Through a symbolic link, the link's target is read and replaced and the link stays a link.
/// A file its owner made read-only is never replaced, and a saved file keeps its mode; new files
/// and temporary files are owner-only (0600), because they hold tokens and password hashes.
/// Every failure is a `storage` error that names the file and says why.
package struct FileSaver: Sendable {
  /// The step that moves the finished temporary file over the target.
  package typealias Replace = @Sendable (_ temporary: URL, _ target: URL) throws -> Void

  /// The file this saver writes, as the user named it.
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
  /// Reading changes nothing, not even the file's mode.
  package func load() throws(ServiceError) -> Data? {
    try reporting { () throws(StorageProblem) in try POSIXFile.read(target()) }
  }

  /// Throws `storage` unless the file is missing or this process may replace it.
  package func requireWritable() throws(ServiceError) {
    try reporting { () throws(StorageProblem) in
      let target = try target()
      guard let info = try POSIXFile.status(target) else { return }
      if POSIXFile.isDirectory(info) { throw .isDirectory }
      if !POSIXFile.isWritable(target, info) { throw .readOnly }
    }
  }

  /// Takes the one-writer lock beside the file, creating the folder if needed.
  package func lock() throws(ServiceError) -> FileLock {
    try reporting { () throws(StorageProblem) in
      let target = try target()
      let folder = POSIXFile.folder(of: target)
      try POSIXFile.makeFolder(folder)
      return try FileLock(path: folder + "/." + Self.name(of: target) + ".lock")
    }
  }

  /// Runs `body` holding an exclusive `flock` on the file's folder, waiting for it, so that two
  /// copies of the app reading, changing and saving the file take turns.
  ///
  /// A folder that does not exist yet holds nothing to read, so `body` runs without the hold.
  /// The hold is on the folder, not on a lock file, so it leaves nothing behind.
  package func whileHoldingFolder<T>(
    _ body: () throws(ServiceError) -> T
  ) throws(ServiceError) -> T {
    let descriptor = try reporting { () throws(StorageProblem) -> Int32 in
      let folder = POSIXFile.folder(of: try target())
      let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if descriptor < 0 {
        guard errno == ENOENT else { throw StorageProblem(errno: errno) }
        return descriptor
      }
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else {
          let code = errno
          close(descriptor)
          throw StorageProblem(errno: code)
        }
      }
      return descriptor
    }
    // Closing the descriptor releases the hold.
    defer { if descriptor >= 0 { close(descriptor) } }
    return try body()
  }

  /// Removes the temporary files that saves killed before their rename left beside the file.
  ///
  /// Call it only while holding the lock, so that no save in progress loses its temporary file.
  package func removeOrphanedTemporaries() {
    guard let target = try? target() else { return }
    let folder = POSIXFile.folder(of: target)
    let prefix = "." + Self.name(of: target) + "."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names where name.hasPrefix(prefix) {
      guard UUID(uuidString: String(name.dropFirst(prefix.count))) != nil else { continue }
      unlink(folder + "/" + name)
    }
  }

  /// Replaces the file's contents with `data`, or throws `storage` leaving the old file in place.
  package func save(_ data: Data) throws(ServiceError) {
    try reporting { () throws(StorageProblem) in
      let target = try target()
      let folder = POSIXFile.folder(of: target)
      var mode: mode_t = 0o600
      var owner: (uid_t, gid_t)?
      if let info = try POSIXFile.status(target) {
        if POSIXFile.isDirectory(info) { throw .isDirectory }
        if !POSIXFile.isWritable(target, info) { throw .readOnly }
        mode = info.st_mode & 0o777
        owner = (info.st_uid, info.st_gid)
      } else {
        try POSIXFile.makeFolder(folder)
      }
      let temporary = folder + "/." + Self.name(of: target) + "." + UUID().uuidString
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { throw StorageProblem(errno: errno) }
      defer { close(descriptor) }
      do {
        try POSIXFile.write(data, to: descriptor)
        guard FlushCalls.system.flush(descriptor) == 0 else { throw StorageProblem(errno: errno) }
        // Only root can give a file away; anyone else already owns what they create.
        if let owner, geteuid() == 0 { _ = fchown(descriptor, owner.0, owner.1) }
        try replace(URL(fileURLWithPath: temporary), URL(fileURLWithPath: target))
      } catch {
        unlink(temporary)
        throw Self.problem(of: error)
      }
      // The temporary file stayed owner-only until now; the saved file takes the old one's mode.
      // If this fails the file is left owner-only: narrower than before, never wider.
      if mode != 0o600 { _ = fchmod(descriptor, mode) }
      POSIXFile.synchronizeFolder(folder)
    }
  }

  /// Renames `temporary` over `target` with rename(2), which is atomic within one file system.
  package static func rename(_ temporary: URL, _ target: URL) throws {
    guard systemRename(temporary.path, target.path) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
  }

  /// The file the path ends at, through any symbolic links.
  private func target() throws(StorageProblem) -> String {
    try POSIXFile.resolvingLinks(path)
  }

  /// Runs `body`, turning its problem into a `storage` error that names this file.
  private func reporting<T>(_ body: () throws(StorageProblem) -> T) throws(ServiceError) -> T {
    do {
      return try body()
    } catch {
      throw .storage(path: path, problem: error)
    }
  }

  /// The problem a failed write or rename stands for.
  private static func problem(of error: any Error) -> StorageProblem {
    if let problem = error as? StorageProblem { return problem }
    if let error = error as? POSIXError { return StorageProblem(errno: error.code.rawValue) }
    return .system(String(describing: error))
  }

  private static func name(of path: String) -> String {
    URL(fileURLWithPath: path).lastPathComponent
  }
}

// `rename` would otherwise resolve to the static method above.
private func systemRename(_ from: String, _ to: String) -> Int32 {
  rename(from, to)
}
