import Domain
import Foundation
import Testing
import ViewKit

@testable import FootballGather

/// Input meant to break the app — huge numbers, terminal escapes, huge texts — gives a clear
/// error or is shown harmlessly, and never crashes or hangs it.
@MainActor @Suite struct HostileInputTests {
  private let demo = ["--in-memory", "--demo", "--manual-clock"]
  private let logIn = ["type 1 demo", "type 2 demo", "tap 3"]

  @Test func givenAHugeWait_whenScripted_thenTheLineFailsWithItsLimitInsteadOfCrashing() async {
    // When
    let result = await runScript(demo, ["wait 9223372036854775807"])

    // Then
    #expect(result.status == 1)
    #expect(
      result.errors == [
        "line 1: 'wait' lets at most 86400 seconds (one day) pass at once; "
          + "'9223372036854775807' is too long."
      ])
  }

  @Test func givenTheManualClock_whenTheLongestWaitIsRepeated_thenTimeKeepsGoing() async {
    // When: 19 of the longest waits, where 19 of the largest once overflowed the clock
    let result = await runScript(demo, Array(repeating: "wait 86400", count: 19))

    // Then
    #expect(result.status == 0)
    #expect(result.errors == [])
  }

  @Test func givenAHugeStepCount_whenParsed_thenItIsRefusedWithTheLimit() {
    // When
    let error = #expect(throws: CommandError.self) { try Command.parse("up 2 1000000000") }

    // Then
    #expect(
      error?.message == "'up' steps at most 1000 times at once; '1000000000' is too many.")
  }

  @Test func givenARepeatedStep_whenItsTaskIsCancelled_thenItStopsAndSaysSo() async throws {
    // Given: on Gather, Team A's stepper is 2
    let session = try await makeSessionOnGather()
    let task = Task { @MainActor in try await session.perform(.stepUp(2, times: 1000)) }

    // When: Ctrl-C cancels the running command
    task.cancel()

    // Then: it stops between steps, says so, and the score did not run away
    let error = await #expect(throws: SessionError.self) { try await task.value }
    #expect(error?.message == "Interrupted; the screen shows how far the command got.")
    #expect(!session.screen().contains("[- 99 +]"))
  }

  @Test func givenAStoredNameWithTerminalEscapes_whenShown_thenNothingRawReachesTheTerminal()
    async throws
  {
    // Given: a title escape (OSC … BEL), a clear-screen (CSI 2J) and a C1 CSI, in a stored name
    // (typed at the prompt, they would be dropped before they reach the name)
    let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}1m"
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("data.json")
    let environment = try AppEnvironment.local(
      dataFile: file, storeFolder: nil, clock: ManualClock())
    let account = Credentials(username: "demo", password: "demo")
    try await environment.auth.register(account)
    _ = try await environment.auth.login(account)
    _ = try await environment.players.create(PlayerCreate(name: hostile))
    environment.close()

    // When
    let result = await runScript(["--data", file.path, "--manual-clock", "--width", "60"], logIn)

    // Then
    #expect(result.status == 0)
    let text = result.output + result.errors.joined()
    #expect(!text.unicodeScalars.contains { Self.isControl($0) })
    #expect(text.contains("\\u{1B}]0;pwned\\u{07}\\u{1B}[2J\\u{9B}1m"))
  }

  @Test func givenAnEscapeBeforeAnUnknownCommand_whenRejected_thenTheErrorNamesTheWordWithoutIt()
    async
  {
    // When
    let result = await runScript(demo, ["\u{1B}[2Jfoo"])

    // Then
    #expect(result.status == 1)
    #expect(result.errors == ["line 1: Unknown command 'foo'. Type 'help' for the list."])
  }

  @Test(arguments: [20, 33, 60])
  func givenAWidth_whenAHugeNameAndEmojiAreShown_thenEveryLineFitsIt(width: Int) async {
    // Given
    let huge = String(repeating: "N", count: 10_000)

    // When: the name typed on Player Add, then shown in the list
    let result = await runScript(
      demo + ["--width", "\(width)"], logIn + ["tap 9", "type 3 ⚽️ \(huge)", "tap 2"])

    // Then
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    let tooWide = lines.filter { !$0.hasPrefix("> ") && TerminalText.width(of: $0) > width }
    #expect(tooWide == [])
  }

  @Test func givenANarrowTerminal_whenNoWidthIsAsked_thenScreensAreDrawnAtItsWidth() {
    // When
    let widths = [
      CommandLineApp.screenWidth(asked: nil, columns: 40),
      CommandLineApp.screenWidth(asked: nil, columns: 200),
      CommandLineApp.screenWidth(asked: nil, columns: nil),
      CommandLineApp.screenWidth(asked: nil, columns: 5),
      CommandLineApp.screenWidth(asked: 80, columns: 40),
    ]

    // Then
    #expect(widths == [40, 60, 60, 20, 80])
  }

  private func makeSessionOnGather() async throws -> AppSession {
    let backend = try LocalBackend(persistence: .memory, passwordIterations: 1)
    try backend.seedDemo()
    let clock = ManualClock()
    let environment = try AppEnvironment.local(backend: backend, storeFolder: nil, clock: clock)
    let session = AppSession(
      architecture: Architecture.standard, environment: environment, width: 40, clock: clock)
    await session.start()
    let toGather = Journey.script.prefix { !$0.hasPrefix("# play") }
    for line in toGather {
      if let command = try Command.parse(line) { _ = try await session.perform(command) }
    }
    #expect(session.screen().contains("[- 0 +]"))
    return session
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar.value != 0x0A) || (0x7F...0x9F).contains(scalar.value)
  }
}
