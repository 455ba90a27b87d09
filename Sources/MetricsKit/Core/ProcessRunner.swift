import Foundation

/// Runs subprocesses without a shell, capturing their output in temporary files.
package struct ProcessRunner: Sendable {
  private let directory: URL

  /// Creates a runner whose commands run in `directory`.
  package init(directory: URL) { self.directory = directory }

  /// Runs `executable` with `arguments` and returns its output, whatever its status.
  package func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:]
  ) async throws(MetricsError) -> CommandOutput {
    let command = ([executable.path] + arguments).joined(separator: " ")
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("metrics-\(UUID().uuidString)")
    // Standard output, then standard error.
    let files = [scratch.appendingPathComponent("out"), scratch.appendingPathComponent("err")]
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      let handles = try files.map { file in
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        return try FileHandle(forWritingTo: file)
      }
      let process = self.process(executable, arguments, environment: environment)
      (process.standardOutput, process.standardError) = (handles[0], handles[1])
      let status = try await launch(process).status
      for handle in handles { try handle.close() }
      let texts = try files.map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
      return CommandOutput(status: status, stdout: texts[0], stderr: texts[1])
    } catch { throw .commandFailed(command: command, status: -1, stderrTail: "\(error)") }
  }

  /// Runs the command and throws, naming it with its error tail, unless it exits with 0.
  package func check(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:]
  ) async throws(MetricsError) -> CommandOutput {
    let output = try await run(executable, arguments, environment: environment)
    guard output.status == 0 else {
      throw .commandFailed(
        command: ([executable.path] + arguments).joined(separator: " "),
        status: output.status, stderrTail: output.tail())
    }
    return output
  }

  /// How a run with a time limit ended.
  package enum Ending: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// It ran past the limit and was terminated.
    case timedOut
    /// It could not be started.
    case notStarted
  }

  /// Runs `executable` with `arguments`, its output thrown away, terminating it once it has run
  /// `limit` seconds.
  package func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
    limit: Double
  ) async -> Ending {
    let process = self.process(executable, arguments, environment: environment)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard let (status, timedOut) = try? await launch(process, limit: limit) else {
      return .notStarted
    }
    return timedOut ? .timedOut : .exited(status)
  }

  private func process(
    _ executable: URL, _ arguments: [String], environment: [String: String]
  ) -> Process {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    return process
  }

  /// Runs `process` to its end, or, with a `limit`, terminates it once it has run that long.
  private func launch(
    _ process: Process, limit: Double? = nil
  ) async throws -> (status: Int32, timedOut: Bool) {
    let timedOut = Flag()
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { finished in
        continuation.resume(returning: finished.terminationStatus)
      }
      do { try process.run() } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
        return
      }
      guard let limit else { return }
      DispatchQueue.global().asyncAfter(deadline: .now() + limit) {
        guard process.isRunning else { return }
        timedOut.set()
        // SIGKILL, not SIGTERM: a child may inherit a mask that blocks SIGTERM, and would then
        // run on past the limit.
        kill(process.processIdentifier, SIGKILL)
      }
    }
    return (status, timedOut.isSet)
  }
}

/// A flag set once from another thread.
private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
