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
/// It is a `flock` on a lock file beside the data file (`.data.json.lock`, owner-only, holding the
/// holder's process id), taken without waiting and kept until this object goes away. The system
/// drops it when its process ends in any way, so a lock left by a killed app never blocks the next
/// start. Two holds conflict even inside one process, because each opens the lock file anew.
package final class FileLock: Sendable {
  /// The lock file's path.
  package let path: String
  private let descriptor: Int32

  /// Takes the lock at `path`, creating the file if needed.
  ///
  /// Throws `inUse` with the holder's process id when another hold has it.
  init(path: String) throws(StorageProblem) {
    // O_NOFOLLOW: a link planted at the lock's place must not make us truncate its target.
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw StorageProblem(errno: errno) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      let holder = Self.processID(in: descriptor)
      close(descriptor)
      throw code == EWOULDBLOCK ? .inUse(processID: holder) : StorageProblem(errno: code)
    }
    self.path = path
    self.descriptor = descriptor
    let text = Data("\(getpid())\n".utf8)
    // The process id is a courtesy for the message of a refused start; the lock works without it.
    if ftruncate(descriptor, 0) == 0 { try? POSIXFile.write(text, to: descriptor) }
  }

  deinit {
    // Closing the last descriptor of the open file releases the flock.
    close(descriptor)
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
