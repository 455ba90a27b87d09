import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a local data file could not be read or written, and what the user can do about it.
package enum StorageProblem: Error, Sendable, Equatable {
  /// No more is known (a failure injected by a test, or an older caller).
  case unspecified
  /// Another copy of the app holds the file; `processID` is its process, when the lock says.
  case inUse(processID: Int32?)
  /// The system refused access to the file or its folder.
  case permissionDenied
  /// The file exists but its owner may not write it.
  case readOnly
  /// A folder stands where the file should be.
  case isDirectory
  /// The path's symbolic links point at each other in a loop.
  case linkLoop
  /// The file's contents are not a valid data file; `detail` says what is wrong and where.
  case corrupt(String)
  /// The system failed the read or the write for another reason, given as its own text.
  case system(String)
  /// The backend was closed (`AppEnvironment.close()`), so it no longer reads or writes the file.
  case closed

  /// The sentence after the path: what went wrong and what to do.
  package var explanation: String {
    switch self {
    case .unspecified: ""
    case .inUse(let processID?):
      "It is in use by another copy of the app (process \(processID)); quit that one first."
    case .inUse(nil): "It is in use by another copy of the app; quit that one first."
    case .permissionDenied:
      "Permission denied; check the owner and mode of the file and its folder (ls -l)."
    case .readOnly:
      "The file is read-only; make it writable with chmod u+w, or choose another file."
    case .isDirectory: "It is a folder, not a file; choose another file."
    case .linkLoop: "Its symbolic links form a loop; point the link at a real file."
    case .corrupt(let detail):
      "The file is damaged (\(detail)); repair it or move it away to start afresh."
    case .system(let reason): "The system said: \(reason)."
    case .closed: "It was closed; open it again (AppEnvironment.local) to go on."
    }
  }

  /// The problem an `errno` value stands for.
  package init(errno code: Int32) {
    switch code {
    case EACCES, EPERM: self = .permissionDenied
    case EROFS: self = .readOnly
    case EISDIR: self = .isDirectory
    case ELOOP: self = .linkLoop
    default: self = .system(String(cString: strerror(code)))
    }
  }
}
