import Foundation

/// Reads the report header's facts: the fingerprint of the sources and the toolchain.
package struct HeaderReader: Sendable {
  let context: BuildContext

  /// The header of a report of the tree as it is, measured with the configuration at `config`.
  package func header(config: URL) async -> Report.Header {
    Report.Header(
      fingerprint: Fingerprint.ofMeasuredSources(root: context.root, config: config),
      toolchain: await toolchain())
  }

  /// The UTC date and time now, ISO 8601: only for the records of `--timings` and `--bench`,
  /// which are rewritten only when measured again, so the plain report stays the same bytes.
  package static func now() -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: Date())
  }

  private func toolchain() async -> String {
    guard let output = try? await context.runner.check(context.swift, ["--version"]) else {
      return "unknown toolchain"
    }
    let text = output.stdout.isEmpty ? output.stderr : output.stdout
    return text.split(separator: "\n").first.map(String.init) ?? "unknown toolchain"
  }
}
