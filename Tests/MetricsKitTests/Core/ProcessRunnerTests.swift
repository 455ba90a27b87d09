import Foundation
import Testing

@testable import MetricsKit

/// `ProcessRunner`, the one way the tool starts a process: with its output, or with a time limit.
@Suite struct ProcessRunnerTests {
  private let runner = ProcessRunner(directory: FileManager.default.temporaryDirectory)
  private let shell = URL(fileURLWithPath: "/bin/sh")

  @Test func givenACommand_whenRun_thenItsStatusAndBothOutputsComeBack() async throws {
    // When
    let output = try await runner.run(shell, ["-c", "echo out; echo err >&2; exit 3"])

    // Then
    #expect(output.status == 3)
    #expect(output.stdout == "out\n")
    #expect(output.stderr == "err\n")
  }

  @Test func givenAFailingCommand_whenChecked_thenTheErrorNamesItWithItsErrorTail() async {
    // When / Then
    await #expect {
      try await runner.check(shell, ["-c", "echo broken >&2; exit 1"])
    } throws: { error in
      guard case .commandFailed(let command, let status, let tail) = error as? MetricsError
      else { return false }
      return command.hasPrefix("/bin/sh -c") && status == 1 && tail.contains("broken")
    }
  }

  @Test func givenACommandThatNeverEnds_whenRunWithALimit_thenItIsStoppedAsTimedOut() async {
    // When: `yes` writes until it is stopped
    let ending = await runner.run(URL(fileURLWithPath: "/usr/bin/yes"), [], limit: 0.2)

    // Then
    #expect(ending == .timedOut)
  }

  @Test func givenACommandThatEndsInTime_whenRunWithALimit_thenItsStatusComesBack() async {
    // When
    let ending = await runner.run(shell, ["-c", "exit 4"], limit: 60)

    // Then
    #expect(ending == .exited(4))
  }

  @Test func givenNoSuchProgram_whenRunWithALimit_thenItDidNotStart() async {
    // When
    let ending = await runner.run(URL(fileURLWithPath: "/no/such/program"), [], limit: 1)

    // Then
    #expect(ending == .notStarted)
  }
}
