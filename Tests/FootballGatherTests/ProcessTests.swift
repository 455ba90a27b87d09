import Foundation
import Testing

/// The built `football-gather` program run as a separate process, for what only a real process
/// shows: how its output reaches a pipe, and what it leaves on disk.
@Suite struct ProcessTests {
  @Test func givenAPipe_whenTheAppDrawsItsFirstScreen_thenTheReaderGetsItBeforeTheAppExits()
    throws
  {
    // Given: the app reading commands from a pipe that stays open
    let app = try AppProcess(["--in-memory", "--demo"])
    defer { app.stop() }

    // When
    let firstScreen = app.readOutput(until: "[Login]", within: .seconds(20))

    // Then: the screen arrived while the app still waits for input
    #expect(firstScreen.contains("[Login]"))
    #expect(app.isRunning)
  }

  @Test func givenAServerRun_whenTheAppQuitsWithoutLoggingIn_thenItLeavesNoFolder() throws {
    // Given
    let data = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: data) }

    // When
    let app = try AppProcess(
      ["--server", "http://127.0.0.1:9"], variables: ["XDG_DATA_HOME": data.path])
    app.closeInput()
    let status = app.waitForExit()

    // Then
    #expect(status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == [])
  }
}

/// A running `football-gather`, its input and output on pipes.
final class AppProcess: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()

  /// Starts the built program with `arguments`, adding `variables` to this process's environment.
  init(_ arguments: [String], variables: [String: String] = [:]) throws {
    process.executableURL = try Self.executable()
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(variables) { $1 }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  var isRunning: Bool { process.isRunning }

  /// What the program printed until `marker` appeared, or until `limit` passed (a bound on a
  /// broken program, not a wait a passing test ever reaches).
  func readOutput(until marker: String, within limit: Duration) -> String {
    let collected = Collected()
    let found = DispatchSemaphore(value: 0)
    let handle = output.fileHandleForReading
    Thread {
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        if collected.append(chunk, lookingFor: marker) { found.signal() }
      }
      found.signal()
    }.start()
    let seconds = Double(limit.components.seconds)
    _ = found.wait(timeout: .now() + seconds)
    return collected.text
  }

  func closeInput() {
    try? input.fileHandleForWriting.close()
  }

  func waitForExit() -> Int32 {
    process.waitUntilExit()
    return process.terminationStatus
  }

  func stop() {
    closeInput()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  /// `football-gather`, built beside this test bundle.
  private static func executable() throws -> URL {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL,
    ].map { $0.appendingPathComponent("football-gather") }
    return try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "football-gather is not built beside the tests: \(candidates.map(\.path))")
  }
}

/// Output bytes gathered on a reader thread.
private final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()

  var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }

  /// Adds `chunk`; returns whether the text now holds `marker`.
  func append(_ chunk: Data, lookingFor marker: String) -> Bool {
    lock.withLock {
      data.append(chunk)
      return String(decoding: data, as: UTF8.self).contains(marker)
    }
  }
}
