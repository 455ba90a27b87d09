import Foundation
import Testing

@testable import MetricsKit

/// Compares our counts with the real cloc, where it is installed.
@Suite(.enabled(if: Cloc.executable != nil, "cloc is not installed; install it to compare counts"))
struct ClocAgreementTests {
  @Test func givenEverySwiftFileUnderSources_whenCounted_thenCountsEqualCloc() throws {
    // Given
    let root = Cloc.packageRoot
    let clocCounts = try Cloc.countsByFile(in: root, folder: "Sources")
    try #require(!clocCounts.isEmpty)

    // When
    var ours: [String: LineCounts] = [:]
    for path in clocCounts.keys {
      let data = try Data(contentsOf: root.appendingPathComponent(path))
      ours[path] = ClocLineCounter.count(bytes: Array(data))
    }

    // Then
    #expect(ours == clocCounts)
  }

  @Test func givenTrickyFixtures_whenCounted_thenCountsEqualCloc() throws {
    // Given
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cloc-fixtures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for fixture in ClocFixtures.all {
      try Data(fixture.text.utf8).write(to: folder.appendingPathComponent(fixture.name + ".swift"))
    }

    // When
    let clocCounts = try Cloc.countsByFile(in: folder, folder: ".")
    var ours: [String: LineCounts] = [:]
    for fixture in ClocFixtures.all {
      ours["./" + fixture.name + ".swift"] = ClocLineCounter.count(fixture.text)
    }

    // Then
    #expect(ours == clocCounts)
  }
}
