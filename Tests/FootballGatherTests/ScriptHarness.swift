import Foundation

@testable import FootballGather

/// What one run of the program gave: its exit status, what it printed and its error lines.
struct ScriptResult {
  let status: Int32
  let output: String
  let errors: [String]
}

/// Runs the program as a script would: `lines` on standard input, output captured.
@MainActor
func runScript(
  _ arguments: [String], _ lines: [String], home: URL = URL(fileURLWithPath: "/nonexistent")
) async -> ScriptResult {
  var output: [String] = []
  var errors: [String] = []
  let input = AsyncStream<String> { continuation in
    for line in lines { continuation.yield(line) }
    continuation.finish()
  }
  let status = await CommandLineApp.run(
    arguments: arguments, variables: [:], home: home, input: .lines(input),
    output: { output.append($0) }, errors: { errors.append($0) })
  return ScriptResult(status: status, output: output.joined(separator: "\n"), errors: errors)
}

/// A fresh temporary folder, removed by the caller.
func makeTemporaryFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("football-gather-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

extension Architecture {
  /// Every pattern in each of its UIs, as the words after `--architecture` that start it:
  /// `mvvm`, then `mvvm --ui declarative`.
  static var everyUI: [String] {
    all.flatMap { pattern in
      pattern.uis.map { ui in
        ui == pattern.firstUI ? pattern.name : "\(pattern.name) --ui \(ui.rawValue)"
      }
    }
  }
}

/// The options that start one entry of `Architecture.everyUI`.
func launch(_ architecture: String) -> [String] {
  ["--architecture"] + architecture.split(separator: " ").map(String.init)
}
