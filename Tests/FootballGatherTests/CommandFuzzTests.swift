import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import FootballGather

/// Random command lines and options, seeded and bounded, each giving a screen or a clear error.
///
/// Never a crash, a hang, a raw control character or a line wider than the screen.
/// `FUZZ_SCALE=10 swift test --filter CommandFuzzTests` runs ten times as many for a soak.
@MainActor @Suite struct CommandFuzzTests {
  private nonisolated static let scale =
    Int(ProcessInfo.processInfo.environment["FUZZ_SCALE"] ?? "") ?? 1
  private let width = 40

  @Test(arguments: 0..<(4 * scale))
  func givenRandomCommandLines_whenPerformed_thenEachGivesAScreenOrAClearError(seed: Int)
    async throws
  {
    // Given
    var random = SeededGenerator(seed: UInt64(seed))
    let architecture = Architecture.all[seed % Architecture.all.count]
    let session = try await makeSession(architecture)

    for step in 0..<60 {
      let line = randomLine(&random)
      // When
      var message: String?
      do {
        if let command = try Command.parse(line) {
          if command == .quit { continue }
          _ = try await session.perform(command)
        }
      } catch let error as CommandError {
        message = error.message
      } catch let error as SessionError {
        message = error.message
      }

      // Then
      let replay = "seed \(seed), step \(step), line \(line.debugDescription)"
      #expect(message.map { !$0.isEmpty } ?? true, "\(replay): an empty error")
      let lines = session.screen().split(separator: "\n", omittingEmptySubsequences: false)
      #expect(
        lines.allSatisfy { TerminalText.width(of: String($0)) <= width },
        "\(replay): a line wider than \(width)")
      #expect(!session.screen().unicodeScalars.contains(where: isRawControl), "\(replay)")
    }
  }

  @Test(arguments: 0..<(50 * scale))
  func givenRandomOptions_whenParsed_thenTheyAreReadOrRefusedWithAReason(seed: Int) {
    // Given
    var random = SeededGenerator(seed: UInt64(seed) &+ 1_000)
    let words = [
      "--architecture", "mvp", "--server", "http://x", "ftp://x", "--data", "/tmp/x", "--demo",
      "--in-memory", "--width", "20", "1000", "1001", "-1", "99999999999999999999", "--help",
      "--version", "--manual-clock", "--width=30", "--bogus", "", "\u{1B}[2J", "-h",
    ]
    let arguments = (0..<random.index(below: 6)).map { _ in words[random.index(below: words.count)]
    }

    // When
    let result = Result { () throws(OptionsError) in try Options.parse(arguments) }

    // Then
    if case .failure(let error) = result {
      #expect(!error.message.isEmpty, "seed \(seed): \(arguments)")
    }
  }

  private func randomLine(_ random: inout SeededGenerator) -> String {
    let names = [
      "tap", "type", "toggle", "open", "delete", "move", "pick", "up", "down", "answer", "back",
      "wait", "show", "help", "t", "y", "s", "d", "m", "p", "+", "-", "a", "b", "w", "r", "#", "",
      "zap",
    ]
    let arguments = [
      "1", "2", "3", "5", "9", "12", "0", "-3", "to", "Yes", "No", "OK", "demo", "1000", "1001",
      "86400", "86401", "9223372036854775807", "\u{1B}]0;x\u{07}", "⚽️", "日本", "\u{9B}2J",
      String(repeating: "W", count: 300), "Cancel", "30", "00",
      // Names, whole, partial, ambiguous or of nothing, so lookups by name are walked too.
      "Ana", "a", "login", "Add", "player", "remember", "team", "teamA", "select", "login.x", ".",
    ]
    var words = [names[random.index(below: names.count)]]
    for _ in 0..<random.index(below: 4) {
      words.append(arguments[random.index(below: arguments.count)])
    }
    return words.joined(separator: " ")
  }

  private func makeSession(_ architecture: Architecture) async throws -> AppSession {
    let backend = try LocalBackend(persistence: .memory, passwordIterations: 1)
    try backend.seedDemo()
    let clock = ManualClock()
    let environment = try AppEnvironment.local(backend: backend, storeFolder: nil, clock: clock)
    let session = AppSession(
      architecture: architecture, environment: environment, width: width, clock: clock)
    await session.start()
    // Logged in, so the walk reaches past Login.
    for command in [Command.type(1, "demo"), .type(2, "demo"), .tap(3)] {
      _ = try await session.perform(command)
    }
    return session
  }

  private func isRawControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar.value != 0x0A) || (0x7F...0x9F).contains(scalar.value)
  }
}
