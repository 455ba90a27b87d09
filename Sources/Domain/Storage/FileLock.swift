import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive hold on a data file, so that one copy of the app at a time writes it.
///
/// It is a POSIX record lock (`fcntl(F_SETLK)`) on a lock file beside the data file
/// (`.data.json.lock`, owner-only, holding the holder's process id), taken without waiting and
/// kept until this object goes away. The system drops it when its process ends in any way, so a
/// lock left by a killed app never blocks the next start.
///
/// Not `flock`: a `flock` belongs to the open file, which a child process forked by another thread
/// shares until it execs, so a released lock could stay held for a moment and refuse the next
/// open. A record lock belongs to the process and is never inherited. A process does not conflict
/// with its own record locks, so holds inside this process are also kept in `HeldLockFiles`.
package final class FileLock: Sendable {
  /// The lock file's path.
  package let path: String
  private let descriptor: Int32
  private let identity: LockFileIdentity

  /// Takes the lock at `path`, creating the file if needed.
  ///
  /// Throws `inUse` with the holder's process id when another hold has it.
  init(path: String) throws(StorageProblem) {
    let (descriptor, identity) = try HeldLockFiles.shared.hold(path: path)
    self.path = path
    self.descriptor = descriptor
    self.identity = identity
    let text = Data("\(getpid())\n".utf8)
    // The process id is a courtesy for the message of a refused start; the lock works without it.
    if ftruncate(descriptor, 0) == 0 { try? POSIXFile.write(text, to: descriptor) }
  }

  deinit {
    HeldLockFiles.shared.release(descriptor: descriptor, identity: identity)
  }
}

/// A lock file as the system knows it, whatever path reaches it.
struct LockFileIdentity: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

/// The lock files this process holds: record locks do not exclude their own process.
///
/// Every open and close of a lock file happens under `lock`, because closing any descriptor of a
/// file drops the process's record lock on it: a refused second hold must not open the file.
final class HeldLockFiles: @unchecked Sendable {
  /// The process's one table, as the record locks it stands beside are the process's.
  static let shared = HeldLockFiles()

  // Guarded by `lock`.
  private var held: Set<LockFileIdentity> = []
  private let lock = NSLock()

  /// Opens `path` and takes its record lock, or throws `inUse` naming the holder.
  func hold(path: String) throws(StorageProblem) -> (Int32, LockFileIdentity) {
    lock.lock()
    defer { lock.unlock() }
    var info = stat()
    if stat(path, &info) == 0, held.contains(LockFileIdentity(info)) {
      throw .inUse(processID: getpid())
    }
    // O_NOFOLLOW: a link planted at the lock's place must not make us truncate its target.
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw StorageProblem(errno: errno) }
    guard fstat(descriptor, &info) == 0 else {
      let code = errno
      close(descriptor)
      throw StorageProblem(errno: code)
    }
    var request = Self.request(type: F_WRLCK)
    guard fcntl(descriptor, F_SETLK, &request) == 0 else {
      let code = errno
      let holder = Self.processID(in: descriptor)
      close(descriptor)
      throw code == EACCES || code == EAGAIN
        ? .inUse(processID: holder) : StorageProblem(errno: code)
    }
    held.insert(LockFileIdentity(info))
    return (descriptor, LockFileIdentity(info))
  }

  /// Closes the lock file, which drops its record lock, and forgets the hold.
  func release(descriptor: Int32, identity: LockFileIdentity) {
    lock.withLock {
      close(descriptor)
      held.remove(identity)
    }
  }

  /// A record-lock request of `type` over the whole file.
  private static func request(type: Int32) -> flock {
    var request = flock()
    request.l_type = numericCast(type)
    request.l_whence = numericCast(SEEK_SET)
    request.l_start = 0
    request.l_len = 0
    return request
  }

  /// The process id written in the lock file, if it holds one.
  private static func processID(in descriptor: Int32) -> Int32? {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = pread(descriptor, &buffer, buffer.count, 0)
    guard count > 0 else { return nil }
    let text = String(decoding: buffer[..<count], as: UTF8.self)
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
