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
  private let errorOutput = Pipe()

  /// Starts the built program with `arguments`, adding `variables` to this process's environment;
  /// with `errors`, its standard error is kept for `readErrors()`.
  init(_ arguments: [String], variables: [String: String] = [:], errors: Bool = false) throws {
    process.executableURL = try Self.executable()
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(variables) { $1 }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors ? errorOutput : FileHandle.nullDevice
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

  /// Writes `lines` to the program's input.
  func send(_ lines: [String]) {
    input.fileHandleForWriting.write(Data(lines.map { $0 + "\n" }.joined().utf8))
  }

  /// Everything the program wrote to standard error, once it closes it.
  func readErrors() -> String {
    String(decoding: errorOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  func closeInput() {
    try? input.fileHandleForWriting.close()
  }

  func waitForExit() -> Int32 {
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Closes the program's input, which quits it, and waits for it to end.
  ///
  /// It is terminated only
  /// when it has not ended within `limit` (a bound on a broken program): terminating one that is
  /// already quitting would cut short the coverage profile it writes on exit.
  func stop(within limit: Duration = .seconds(20)) {
    closeInput()
    let ended = DispatchSemaphore(value: 0)
    Thread {
      self.process.waitUntilExit()
      ended.signal()
    }.start()
    if ended.wait(timeout: .now() + Double(limit.components.seconds)) == .timedOut {
      process.terminate()
      process.waitUntilExit()
    }
  }

  /// The build folder's `football-gather`: on Linux the test bundle is an executable in that
  /// folder; on macOS it is a `.xctest` folder there, run by `xctest` from Xcode's folders.
  private static func executable() throws -> URL {
    let testBundle = Bundle(for: AppProcess.self).bundleURL
    let candidates = [
      testBundle.deletingLastPathComponent(), testBundle,
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

/// Two copies of the app on one data file, as two terminals would run them.
@Suite struct TwoInstancesTests {
  @Test func givenAnAppOnADataFile_whenASecondStartsOnIt_thenItIsRefusedAndTheFirstLosesNothing()
    throws
  {
    // Given: the first app, logged in, holding the file
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = folder.appendingPathComponent("data.json").path
    let first = try AppProcess(["--data", data, "--demo"])
    defer { first.stop() }
    first.send(["type 1 demo", "type 2 demo", "tap 3"])
    _ = first.readOutput(until: "[Add player]", within: .seconds(30))

    // When
    let second = try AppProcess(["--data", data, "--demo"], errors: true)
    second.closeInput()
    let refusal = second.readErrors()
    let status = second.waitForExit()

    // Then: refused at start, naming the file and the other process
    #expect(status == 1)
    #expect(refusal.contains("Could not read or write the local data file: \(data)."))
    #expect(refusal.contains("in use by another copy of the app"))

    // And the first one's players are all saved
    first.send((1...20).flatMap { ["tap \(8 + $0)", "type 3 Player \($0)", "tap 2"] } + ["quit"])
    #expect(first.waitForExit() == 0)
    let saved = try String(contentsOfFile: data, encoding: .utf8)
    #expect((1...20).allSatisfy { saved.contains("\"Player \($0)\"") })
  }
}
