import Foundation
import Testing

@testable import MetricsKit

/// `MetricsRun`, the stages of one run: what it reads back before any stage runs.
@Suite struct MetricsRunTests {
  @Test func givenStoredResults_whenARunIsMade_thenEachIsReadBackBeforeAnyStage() throws {
    // Given
    let config = try String(
      contentsOf: Cloc.packageRoot.appendingPathComponent("metrics-config.json"), encoding: .utf8)
    let root = try PackageTree.make([
      "Package.swift": "// swift-tools-version: 6.0\n", "metrics-config.json": config,
      "README.md": "\(MarkedBlock.summary.start)\n\(MarkedBlock.summary.end)\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let metrics = root.appendingPathComponent("Metrics")
    let changes = ChangeResults(changes: [:], fingerprint: "0123456789abcdef")
    try ResultStore.changes(in: metrics).write(changes)
    try ResultStore.mutation(in: metrics).write(MutationResults(patterns: [:]))

    // When
    let run = try MetricsRun(Options(parsing: ["--quiet"]), directory: root)

    // Then
    #expect(run.changes == changes)
    #expect(run.mutation == MutationResults(patterns: [:]))
    #expect(run.rewrite == nil)
    #expect(run.committed == nil)
  }
}
