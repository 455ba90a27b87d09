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
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
      _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      process.currentDirectoryURL = directory
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      let outHandle = try FileHandle(forWritingTo: outURL)
      let errHandle = try FileHandle(forWritingTo: errURL)
      process.standardOutput = outHandle
      process.standardError = errHandle
      let status = try await launch(process)
      try outHandle.close()
      try errHandle.close()
      return CommandOutput(
        status: status,
        stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    } catch {
      throw .commandFailed(command: command, status: -1, stderrTail: "\(error)")
    }
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

  private func launch(_ process: Process) async throws -> Int32 {
    try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { finished in
        continuation.resume(returning: finished.terminationStatus)
      }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
  }
}
