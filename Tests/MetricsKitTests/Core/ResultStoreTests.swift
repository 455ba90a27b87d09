import Foundation
import Testing

@testable import MetricsKit

/// Stored results under `Metrics/` never vanish: `ResultStore` and the run that reads it.
@Suite struct ResultStoreTests {
  /// A fixture package: the repository's configuration, a README with its block, and `stored`
  /// (file name → text) under `Metrics/`.
  private static func fixture(stored: [String: String]) throws -> URL {
    let config = try String(
      contentsOf: SiteFromCommittedMetricsTests.root.appendingPathComponent("metrics-config.json"),
      encoding: .utf8)
    var files = [
      "Package.swift": "// swift-tools-version: 6.0\n",
      "metrics-config.json": config,
      "README.md": "# Fixture\n\(MarkedBlock.summary.start)\n\(MarkedBlock.summary.end)\n",
    ]
    for (name, text) in stored { files["Metrics/" + name] = text }
    return try PackageTree.make(files)
  }

  private static func counts(killed: Int) -> PatternMutation {
    var totals = MutationCounts()
    for _ in 0..<killed { totals.add(.killed) }
    return PatternMutation(
      fingerprint: "f", seconds: 1, totals: totals, screens: [:], layers: [:], survivors: [])
  }

  @Test(arguments: ["mutation.json", "ui-rewrite.json", "changes.json", "metrics.json"])
  func givenAnUnreadableStoredFile_whenTheCheckRuns_thenItFailsNamingTheFileAndLeavesItAlone(
    name: String
  ) async throws {
    // Given
    let root = try Self.fixture(stored: [name: "{ not json"])
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("Metrics/" + name)
    let before = try Data(contentsOf: file)

    // When
    var message = ""
    do {
      try await MetricsCommand.run(
        Options(parsing: ["--check", "--skip-build", "--quiet"]), directory: root)
    } catch {
      message = error.description
    }

    // Then
    #expect(message.contains("cannot read the stored results "))
    #expect(message.contains(name + ":"))
    #expect(message.contains("nothing was written"))
    #expect(try Data(contentsOf: file) == before)
  }

  @Test func givenStoredResultsOfTwoPatterns_whenOneIsMeasuredAgain_thenTheOtherIsKept()
    async throws
  {
    // Given
    let root = try Self.fixture(stored: [:])
    defer { try? FileManager.default.removeItem(at: root) }
    let store = ResultStore.mutation(in: root.appendingPathComponent("Metrics"))
    try store.write(
      MutationResults(patterns: ["MVC": Self.counts(killed: 1), "MVP": Self.counts(killed: 2)]))

    // When
    let results = try await MetricsCommand.record(in: store) { () async throws(MetricsError) in
      ["MVP": Self.counts(killed: 5)]
    }

    // Then
    let expected = MutationResults(
      patterns: ["MVC": Self.counts(killed: 1), "MVP": Self.counts(killed: 5)])
    #expect(results == expected)
    #expect(try store.read(MutationResults.self) == expected)
  }

  @Test func givenAnUnreadableMutationFile_whenAPartialRunRecords_thenNothingRunsOrIsWritten()
    async throws
  {
    // Given
    let root = try Self.fixture(stored: ["mutation.json": "{\"format\": 1, \"patterns\": 3}"])
    defer { try? FileManager.default.removeItem(at: root) }
    let store = ResultStore.mutation(in: root.appendingPathComponent("Metrics"))
    let before = try Data(contentsOf: store.file)
    let measured = Counter()

    // When
    var message = ""
    do {
      _ = try await MetricsCommand.record(in: store) { () async throws(MetricsError) in
        measured.count += 1
        return ["MVP": Self.counts(killed: 5)]
      }
    } catch {
      message = error.description
    }

    // Then
    #expect(message.contains(store.file.path))
    #expect(measured.count == 0)
    #expect(try Data(contentsOf: store.file) == before)
  }

  @Test func givenAFileOfAnotherFormat_whenRead_thenItFailsNamingBothFormats() throws {
    // Given
    let root = try Self.fixture(stored: [
      "changes.json": "{\"changes\": {}, \"fingerprint\": \"a\"}"
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let store = ResultStore.changes(in: root.appendingPathComponent("Metrics"))

    // When / Then
    #expect {
      try store.read(ChangeResults.self)
    } throws: { error in
      let text = (error as? MetricsError)?.description ?? ""
      return text.contains("changes.json: it is in format (none), this tool reads format 2")
        && text.contains("scripts/metrics --changes")
    }
  }

  @Test func givenResults_whenWrittenAndReadBack_thenTheyAreEqualStampedAndNoTemporaryFileStays()
    throws
  {
    // Given
    let root = try Self.fixture(stored: [:])
    defer { try? FileManager.default.removeItem(at: root) }
    let store = ResultStore.changes(in: root.appendingPathComponent("Metrics"))
    let results = ChangeResults(changes: [:], fingerprint: "0123456789abcdef")

    // When
    try store.write(results)

    // Then
    #expect(try store.read(ChangeResults.self) == results)
    let text = try String(contentsOf: store.file, encoding: .utf8)
    #expect(text.hasSuffix("  \"fingerprint\" : \"0123456789abcdef\",\n  \"format\" : 2\n}\n"))
    let names = try FileManager.default.contentsOfDirectory(
      atPath: store.file.deletingLastPathComponent().path)
    #expect(names == ["changes.json"])
  }

  @Test func givenNoStoredFile_whenRead_thenThereIsNothing() throws {
    // Given
    let root = try Self.fixture(stored: [:])
    defer { try? FileManager.default.removeItem(at: root) }

    // When
    let read = try ResultStore.uiRewrite(in: root.appendingPathComponent("Metrics"))
      .read(UIRewrite.self)

    // Then
    #expect(read == nil)
  }
}

/// Counts the calls of a fake.
private final class Counter: @unchecked Sendable {
  var count = 0
}

/// The committed stored results are in the current format: read and written again, each gives
/// its own bytes back, so a run that rewrites one changes only what it measured.
@Suite struct CommittedResultsTests {
  private static let metrics = Cloc.packageRoot.appendingPathComponent("Metrics")

  private static func roundTrip<Value: Codable>(
    _ store: ResultStore, _ type: Value.Type
  ) throws -> Bool {
    let value = try #require(try store.read(type))
    return try store.encode(value) == Data(contentsOf: store.file)
  }

  @Test func givenTheCommittedMutationChangesAndRewriteFiles_whenRewritten_thenTheirBytesAreKept()
    throws
  {
    // Given / When: each committed file read and encoded again
    // Then: the same bytes
    #expect(try Self.roundTrip(.mutation(in: Self.metrics), MutationResults.self))
    #expect(try Self.roundTrip(.changes(in: Self.metrics), ChangeResults.self))
    #expect(try Self.roundTrip(.uiRewrite(in: Self.metrics), UIRewrite.self))
    #expect(try Self.roundTrip(.uiRewriteHunks(in: Self.metrics), PortHunks.self))
    #expect(try Self.roundTrip(.report(in: Self.metrics), Report.self))
  }
}
