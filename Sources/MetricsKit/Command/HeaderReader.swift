import Foundation

/// Reads the report header's facts: the date, the commit and the toolchain.
package struct HeaderReader: Sendable {
  private let context: BuildContext

  /// Creates a reader for the package in `context`.
  package init(context: BuildContext) { self.context = context }

  /// The header for a run happening now.
  package func header() async -> Report.Header {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return Report.Header(
      date: formatter.string(from: Date()), commit: await commit(),
      toolchain: await toolchain())
  }

  private func commit() async -> String {
    guard let git = ToolLocator().onPath("git"),
      let head = try? await context.runner.check(git, ["rev-parse", "--short=12", "HEAD"])
    else { return "unknown" }
    let hash = head.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let status = try? await context.runner.check(
      git, ["status", "--porcelain", "--untracked-files=no"])
    let dirty = !(status?.stdout.trimmingCharacters(in: .whitespacesAndNewlines) ?? "").isEmpty
    return dirty ? hash + " with uncommitted changes" : hash
  }

  private func toolchain() async -> String {
    guard let output = try? await context.runner.check(context.swift, ["--version"]) else {
      return "unknown toolchain"
    }
    let text = output.stdout.isEmpty ? output.stderr : output.stdout
    return text.split(separator: "\n").first.map(String.init) ?? "unknown toolchain"
  }
}
