import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file-system rules that differ between the systems the app runs on.
package enum FilePlatform: Sendable {
  /// Linux (glibc or musl).
  case linux
  /// macOS and the other Apple systems.
  case darwin

  /// The platform this build runs on.
  package static let current: FilePlatform = {
    #if canImport(Darwin)
      .darwin
    #else
      .linux
    #endif
  }()

  /// How many links a path may pass through before it counts as a loop: the kernel's own limit,
  /// `MAXSYMLINKS`, which is 40 on Linux and 32 in Darwin's `<sys/param.h>`.
  package var maximumLinks: Int {
    switch self {
    case .linux: 40
    case .darwin: 32
    }
  }

  /// Whether a durable save asks for `F_FULLFSYNC`: Darwin's `fsync` hands the data to the drive
  /// but does not flush the drive's cache, so a power cut can still lose it there.
  package var flushesDriveCache: Bool { self == .darwin }
}

/// The system calls that make a file's data durable, replaceable by tests.
package struct FlushCalls: Sendable {
  /// `fcntl(descriptor, F_FULLFSYNC)`; `nil` where the system has no such call.
  package var fullSync: (@Sendable (Int32) -> Int32)?
  /// `fsync(descriptor)`.
  package var fsync: @Sendable (Int32) -> Int32

  /// The calls of this system.
  package static let system: FlushCalls = {
    #if canImport(Darwin)
      FlushCalls(fullSync: { fcntl($0, F_FULLFSYNC) }, fsync: { Darwin.fsync($0) })
    #elseif canImport(Glibc)
      FlushCalls(fullSync: nil, fsync: { Glibc.fsync($0) })
    #elseif canImport(Musl)
      FlushCalls(fullSync: nil, fsync: { Musl.fsync($0) })
    #endif
  }()

  /// Flushes `descriptor` as `platform` needs for durability; 0 on success, else -1 with `errno`.
  ///
  /// `F_FULLFSYNC` fails on file systems that cannot honour it (network and FAT volumes among
  /// them); `fsync` is then the best there is.
  package func flush(_ descriptor: Int32, on platform: FilePlatform = .current) -> Int32 {
    if platform.flushesDriveCache, let fullSync, fullSync(descriptor) == 0 { return 0 }
    return fsync(descriptor)
  }
}
