import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX calls the file stores need, each failing with the `StorageProblem` of its `errno`.
///
/// Foundation's file APIs follow or replace symbolic links and hide `errno`; these say exactly what
/// happened, so that an error can tell the user why.
enum POSIXFile {
  /// The path that `path` ends at once every symbolic link of its last component is followed.
  ///
  /// The file need not exist: a link to a missing file resolves to where the file will be made.
  /// More than `maximumLinks` hops count as a loop, as the kernel counts them.
  static func resolvingLinks(
    _ path: String, maximumLinks: Int = FilePlatform.current.maximumLinks
  ) throws(StorageProblem) -> String {
    var current = path
    for _ in 0...maximumLinks {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else {
        let code = errno
        // EINVAL: not a link; ENOENT: nothing there yet. Either way this is the file.
        if code == EINVAL || code == ENOENT { return current }
        throw StorageProblem(errno: code)
      }
      let bytes = buffer[..<count].map { UInt8(bitPattern: $0) }
      let destination = String(decoding: bytes, as: UTF8.self)
      current =
        destination.hasPrefix("/")
        ? destination : folder(of: current) + "/" + destination
    }
    throw .linkLoop
  }

  /// The folder part of `path` (`.` for a bare name).
  static func folder(of path: String) -> String {
    let url = URL(fileURLWithPath: path)
    return path.contains("/") ? url.deletingLastPathComponent().path : "."
  }

  /// The status of the file at `path`, following links; `nil` when nothing is there.
  static func status(_ path: String) throws(StorageProblem) -> stat? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw StorageProblem(errno: code)
    }
    return info
  }

  /// Whether `info` is a folder.
  static func isDirectory(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR }

  /// Whether this process may write the file at `path`, described by `info`.
  ///
  /// `access` alone is not enough: it lets root write anything, and a file whose owner took away
  /// its own write bit is one the user asked to keep, so the owner bit is checked too.
  static func isWritable(_ path: String, _ info: stat) -> Bool {
    guard access(path, W_OK) == 0 else { return false }
    let user = geteuid()
    guard user == 0 || info.st_uid == user else { return true }
    return info.st_mode & S_IWUSR != 0
  }

  /// Reads the whole regular file at `path`; `nil` when nothing is there.
  static func read(_ path: String) throws(StorageProblem) -> Data? {
    // O_NONBLOCK so that a FIFO put in the file's place cannot hang the open.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw StorageProblem(errno: code)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw StorageProblem(errno: errno) }
    if isDirectory(info) { throw .isDirectory }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .system("it is not a regular file") }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = systemRead(descriptor, &buffer, buffer.count)
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw StorageProblem(errno: errno)
      }
      data.append(buffer, count: count)
    }
  }

  /// Writes all of `data` to `descriptor`, retrying short writes.
  static func write(_ data: Data, to descriptor: Int32) throws(StorageProblem) {
    var offset = 0
    while offset < data.count {
      let written = data[data.startIndex + offset..<data.endIndex].withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress, $0.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw StorageProblem(errno: errno)
      }
      offset += written
    }
  }

  /// Creates the folder at `path` and any missing parents, owner-only.
  static func makeFolder(_ path: String) throws(StorageProblem) {
    if mkdir(path, 0o700) == 0 { return }
    let code = errno
    switch code {
    case EEXIST: return
    case ENOENT:
      let parent = folder(of: path)
      guard parent != path, parent != "." else { throw StorageProblem(errno: code) }
      try makeFolder(parent)
      if mkdir(path, 0o700) == 0 || errno == EEXIST { return }
      throw StorageProblem(errno: errno)
    default: throw StorageProblem(errno: code)
    }
  }

  /// Flushes a folder's entries, so a rename inside it survives a power cut (best effort).
  static func synchronizeFolder(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
    guard descriptor >= 0 else { return }
    _ = FlushCalls.system.flush(descriptor)
    close(descriptor)
  }
}

// `read` and `write` would otherwise resolve to the static methods above.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
