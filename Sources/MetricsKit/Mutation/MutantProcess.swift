import Foundation

/// Runs one pattern's tests against one mutant, killing the run at a time limit.
struct MutantProcess: Sendable {
  /// The test bundle of the scratch build.
  let bundle: TestBundle
  /// The folder to run in.
  let directory: URL

  /// Runs the tests of `module` with mutant `id` switched on (0: none).
  func run(module: String, id: Int, limit: Double) async -> MutantOutcome {
    let command = bundle.swiftTesting(["--filter", "^(\(module))\\."])
    let process = Process()
    process.executableURL = command.executable
    process.arguments = command.arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment
      .merging(command.environment) { $1 }
      .merging([SchemataWriter.variable: "\(id)"]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let timedOut = Flag()
    let status: Int32? = await withCheckedContinuation { continuation in
      process.terminationHandler = { finished in
        continuation.resume(returning: finished.terminationStatus)
      }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(returning: nil)
        return
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + limit) {
        guard process.isRunning else { return }
        timedOut.set()
        process.terminate()
      }
    }
    if timedOut.isSet { return .timedOut }
    guard let status else { return .killed }
    return status == 0 ? .survived : .killed
  }
}

/// A flag set once from another thread.
private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
