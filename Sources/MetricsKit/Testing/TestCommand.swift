import Foundation

/// One process to start for a test bundle: the program, its arguments and the variables it needs.
package struct TestCommand: Equatable, Sendable {
  /// The program to start.
  package let executable: URL
  /// Its arguments.
  package let arguments: [String]
  /// Variables set on top of the inherited environment.
  package var environment: [String: String] = [:]
}

extension ProcessRunner {
  /// Runs `command`, with `environment` on top of its own variables, whatever its status.
  package func run(
    _ command: TestCommand, environment: [String: String] = [:]
  ) async throws(MetricsError) -> CommandOutput {
    try await run(
      command.executable, command.arguments,
      environment: command.environment.merging(environment) { $1 })
  }

  /// Runs `command` and throws, naming it with its error tail, unless it exits with 0.
  package func check(_ command: TestCommand) async throws(MetricsError) -> CommandOutput {
    try await check(command.executable, command.arguments, environment: command.environment)
  }
}
