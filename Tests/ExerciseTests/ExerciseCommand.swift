import Foundation

/// Runs `scripts/exercise` (and git) as a student would, from a folder, and returns what it printed.
enum ExerciseCommand {
  /// What a command printed (standard output and error, interleaved) and its exit status.
  struct Result {
    let status: Int32
    let output: String
  }

  /// A command that failed where the test needed it to succeed.
  struct Failed: Error, CustomStringConvertible {
    let output: String
    var description: String { output }
  }

  /// This repository's root (the test file sits two folders below it).
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `scripts/exercise ARGUMENTS` run in `folder`.
  static func exercise(_ arguments: String..., in folder: URL) throws -> Result {
    try run(repository.appendingPathComponent("scripts/exercise").path, arguments, in: folder)
  }

  /// `executable arguments` in `folder`, with a git identity and the metrics tool this test
  /// build made, so that no step builds the tool again.
  static func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    for key in ["GIT_AUTHOR", "GIT_COMMITTER"] {
      environment["\(key)_NAME"] = "Student"
      environment["\(key)_EMAIL"] = "student@example.com"
    }
    environment["FG_METRICS_TOOL"] = metricsTool?.path
    // The test run's own settings would change what the nested builds and tests do.
    environment["FG_CHANGE_PATTERNS"] = nil
    environment["FG_CHANGE_SCREENS"] = nil
    environment["LLVM_PROFILE_FILE"] = nil
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// The `metrics` executable beside this test bundle (SwiftPM builds every product before
  /// the tests), or nil when there is none.
  static let metricsTool: URL? = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
    let candidates = [
      bundle.deletingLastPathComponent(),
      Bundle.main.bundleURL.deletingLastPathComponent(),
      repository.appendingPathComponent(".build/debug"),
    ]
    return candidates.map { $0.appendingPathComponent("metrics") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()
}
