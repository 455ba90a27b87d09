import Foundation
import Testing

@testable import MetricsKit

/// The plain report names what it measured by a fingerprint of the sources, not by a date or a
/// commit: the same tree gives the same bytes, and `--check` still fails when it is stale.
@Suite struct ReportRerunTests {
  private static let files = [
    "Package.swift": "// swift-tools-version: 6.0\n",
    "metrics-config.json": "{}\n",
    "Sources/MVC/A.swift": "let a = 1\n",
    "Sources/Domain/D.swift": "let d = 1\n",
    "Tests/AcceptanceTests/S.swift": "let s = 1\n",
    "Sources/MetricsKit/M.swift": "let m = 1\n",
    "Tests/MetricsKitTests/MT.swift": "let mt = 1\n",
  ]

  private static func fingerprint(of root: URL) -> String {
    Fingerprint.ofMeasuredSources(
      root: root, config: root.appendingPathComponent("metrics-config.json"))
  }

  /// The report's files as `ReportWriter` writes them, with a header of `root` as it is now.
  private static func reportFiles(of root: URL) throws -> [(String, Data)] {
    let header = Report.Header(fingerprint: fingerprint(of: root), toolchain: "Swift 6")
    return try ReportWriter.files(
      for: Report(header: header, figures: ReportFixture.report.figures, timings: nil))
  }

  @Test func givenAnUnchangedTree_whenTheReportIsMadeTwice_thenEveryFileHasTheSameBytes() throws {
    // Given
    let root = try PackageTree.make(Self.files)
    defer { try? FileManager.default.removeItem(at: root) }

    // When
    let first = try Self.reportFiles(of: root)
    let second = try Self.reportFiles(of: root)

    // Then
    #expect(first.map(\.0) == second.map(\.0))
    #expect(first.map(\.1) == second.map(\.1))
    let readme = String(
      decoding: try #require(first.first { $0.0 == "README.md" }).1, as: UTF8.self)
    let headerLine = readme.split(separator: "\n")[1]
    #expect(
      headerLine.contains("from the sources with fingerprint `\(Self.fingerprint(of: root))`"))
    #expect(headerLine.contains("with Swift 6."))
    #expect(!headerLine.contains("commit") && !headerLine.contains(" on 20"))
    let json = String(
      decoding: try #require(first.first { $0.0 == "metrics.json" }).1, as: UTF8.self)
    #expect(json.contains(#""header" : {"#) && !json.contains("date") && !json.contains("commit"))
  }

  @Test func givenAMeasuredFileChanged_whenFingerprinted_thenTheFingerprintChanges() throws {
    // Given
    let root = try PackageTree.make(Self.files)
    defer { try? FileManager.default.removeItem(at: root) }
    let before = Self.fingerprint(of: root)
    var after: [String: String] = [:]

    // When: each measured input edited in turn, then put back
    for path in [
      "Package.swift", "metrics-config.json", "Sources/MVC/A.swift", "Sources/Domain/D.swift",
      "Tests/AcceptanceTests/S.swift",
    ] {
      let original = try #require(Self.files[path])
      try PackageTree.write(original + "// edited\n", to: path, in: root)
      after[path] = Self.fingerprint(of: root)
      try PackageTree.write(original, to: path, in: root)
    }

    // Then
    #expect(before.count == 16)
    #expect(after.values.allSatisfy { $0 != before })
    #expect(Self.fingerprint(of: root) == before)
  }

  @Test func givenOnlyTheMetricsToolChanged_whenFingerprinted_thenTheFingerprintStays() throws {
    // Given
    let root = try PackageTree.make(Self.files)
    defer { try? FileManager.default.removeItem(at: root) }
    let before = Self.fingerprint(of: root)

    // When: the tool measures the tree; its own code and tests are not what it measures
    try PackageTree.write("let m = 2\n", to: "Sources/MetricsKit/M.swift", in: root)
    try PackageTree.write("let mt = 2\n", to: "Tests/MetricsKitTests/MT.swift", in: root)
    try PackageTree.write("notes\n", to: "Sources/MVC/README.md", in: root)

    // Then
    #expect(Self.fingerprint(of: root) == before)
  }

  /// `metrics.json` as committed for `ReportFixture`'s figures with `header`, in a new folder.
  private static func committedReport(header: Report.Header) throws -> URL {
    let folder = try PackageTree.make([:])
    let report = Report(header: header, figures: ReportFixture.report.figures, timings: nil)
    let store = ResultStore.report(in: folder)
    try store.write(report)
    return store.file
  }

  @Test func givenTheSameFiguresAndSources_whenChecked_thenItPassesWhateverTheToolchain() throws {
    // Given: committed with another toolchain, which may differ from machine to machine
    let file = try Self.committedReport(
      header: Report.Header(fingerprint: "0123456789abcdef", toolchain: "Swift 5.10"))
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }

    // When / Then
    try MetricsCommand.check(
      ReportFixture.report.figures, fingerprint: "0123456789abcdef",
      against: Data(contentsOf: file), file: file)
  }

  @Test func givenAFigureChanged_whenChecked_thenItFailsNamingTheFigure() throws {
    // Given
    let file = try Self.committedReport(header: ReportFixture.report.header)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let figures = Report.Figures(
      layers: TestConfig.config.layerNames,
      patterns: [
        ReportBuilder(config: TestConfig.config).pattern(
          "MVP", files: ReportFixture.files, tests: TestResults(listed: 5, passed: 5, failed: 0))
      ],
      files: ReportFixture.files)

    // When / Then
    #expect {
      try MetricsCommand.check(
        figures, fingerprint: "0123456789abcdef", against: Data(contentsOf: file), file: file)
    } throws: { error in
      guard case .staleReport(let diff) = error as? MetricsError else { return false }
      return diff.contains("  patterns[MVP].tests.listed: 4 → 5")
        && !diff.contains("header.fingerprint")
    }
  }

  @Test func givenTheSameFiguresFromOtherSources_whenChecked_thenItFailsNamingTheFingerprint()
    throws
  {
    // Given: a source edit no figure shows (a string, say) would still make a plain run
    // rewrite the header, so the committed report is stale
    let file = try Self.committedReport(header: ReportFixture.report.header)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }

    // When / Then
    #expect {
      try MetricsCommand.check(
        ReportFixture.report.figures, fingerprint: "fedcba9876543210",
        against: Data(contentsOf: file), file: file)
    } throws: { error in
      guard case .staleReport(let diff) = error as? MetricsError else { return false }
      return diff.contains("  header.fingerprint: 0123456789abcdef → fedcba9876543210")
    }
  }

  @Test func givenAReportWithTheOldDateAndCommitHeader_whenChecked_thenItFails() throws {
    // Given: the header written before fingerprints, with a date and a commit
    let folder = try PackageTree.make([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("metrics.json")
    let figures = String(
      decoding: try TestJSON.encode(["figures": ReportFixture.report.figures]), as: UTF8.self)
    let old = figures.replacingOccurrences(
      of: #""figures""#,
      with: #""header":{"commit":"15b491ec9b32","date":"2026-11-23T15:05:17Z"},"figures""#)
    try Data(old.utf8).write(to: file)

    // When / Then
    #expect {
      try MetricsCommand.check(
        ReportFixture.report.figures, fingerprint: "0123456789abcdef",
        against: Data(contentsOf: file), file: file)
    } throws: { error in
      guard case .staleReport(let diff) = error as? MetricsError else { return false }
      return diff.contains("  header.fingerprint: (none) → 0123456789abcdef")
        && !diff.contains("patterns[")
    }
  }
}
