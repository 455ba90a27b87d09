import Domain
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The package's `SaveStress` helper run as a child process on one data file: a second copy of the
/// app, as far as the file is concerned.
///
/// Its waits block a thread, so they run on one outside the test runner's small pool (two threads
/// on a two-core machine), where they would stall every other test. @unchecked Sendable: one test
/// uses a process, one call at a time.
final class SaveStressProcess: @unchecked Sendable {
  /// Thrown when the helper was not built beside the test bundle.
  struct NotBuilt: Error, CustomStringConvertible {
    var description: String { "SaveStress is not built; run `swift build --build-tests` first" }
  }

  private let process = Process()
  private let output = Pipe()
  private let errors = Pipe()
  private let input = Pipe()
  private var buffered = Data()

  /// Starts `SaveStress <file> <count>` (`count` may be `hold`).
  init(file: URL, count: String) throws {
    guard let executable = Self.executable else { throw NotBuilt() }
    process.executableURL = executable
    process.arguments = [file.path, count]
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input
    // Close-on-exec, so that a child another test starts meanwhile cannot inherit these pipes
    // and keep them open (its copy would hold back the end of this child's output).
    for pipe in [output, errors, input] {
      for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] {
        _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
      }
    }
    try process.run()
  }

  /// The child's process id.
  var processID: Int32 { process.processIdentifier }

  /// The next line the child printed, waiting for it; `nil` once the child's output ends.
  func readLine() async -> String? {
    await Self.offPool { self.readLineNow() }
  }

  /// Kills the child at once, as `kill -9` does, and waits for it to end.
  func killNow() async {
    kill(process.processIdentifier, SIGKILL)
    await Self.offPool { self.process.waitUntilExit() }
  }

  /// Waits for the child to end; returns its exit status and what it wrote to standard error.
  func finish() async -> (status: Int32, errors: String) {
    await Self.offPool { self.finishNow() }
  }

  private func readLineNow() -> String? {
    while true {
      if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffered[buffered.startIndex..<newline], as: UTF8.self)
        buffered = Data(buffered[(newline + 1)...])
        return line
      }
      let more = output.fileHandleForReading.availableData
      guard !more.isEmpty else { return nil }
      buffered.append(more)
    }
  }

  private func finishNow() -> (status: Int32, errors: String) {
    try? input.fileHandleForWriting.close()
    let text = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: text, as: UTF8.self))
  }

  /// Runs `body` on a thread of its own, so that its blocking wait holds no pool thread.
  private static func offPool<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: body()) }
    }
  }

  /// The players the helper saved in `file`, read by opening it as the app would.
  static func players(in file: URL) throws -> [Player] {
    let backend = try LocalBackend(persistence: .file(file), passwordIterations: 1)
    let token = try backend.login(Credentials(username: "stress", password: "stress"))
    return try backend.players(token: token)
  }

  /// `SaveStress` in the build folder: beside the test bundle, which is beside every executable.
  static let executable: URL? = {
    var bundles =
      Bundle.allBundles.map(\.bundleURL) + [URL(fileURLWithPath: CommandLine.arguments.first ?? "")]
    #if os(Linux)
      // On Linux the test bundle is the running executable; on macOS an `.xctest` folder above.
      bundles.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath())
    #endif
    return
      bundles
      .map { $0.deletingLastPathComponent().appendingPathComponent("SaveStress") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()
}
