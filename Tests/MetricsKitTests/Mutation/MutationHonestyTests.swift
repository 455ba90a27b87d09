import Foundation
import Testing

@testable import MetricsKit

@Suite struct MutationHonestyTests {
  private static func stored(killed: Int, timedOut: Int, survived: Int) -> PatternMutation {
    var totals = MutationCounts()
    for _ in 0..<killed { totals.add(.killed) }
    for _ in 0..<timedOut { totals.add(.timedOut) }
    for _ in 0..<survived { totals.add(.survived) }
    let hang = Survivor(
      file: "Sources/UDF/App/AppFeature.swift", line: 12, operator: "negated condition",
      before: "while a", after: "while !a")
    return PatternMutation(
      fingerprint: "f", seconds: 1, totals: totals, screens: [:], layers: [:], survivors: [],
      timeouts: Array(repeating: hang, count: timedOut))
  }

  @Test func givenTimeOuts_whenTheScoreTableIsRendered_thenDetectedAndKilledStandSideBySide() {
    // Given: 6 killed, 3 timed out, 1 survived
    let status = MutationStatus(
      results: MutationResults(patterns: ["UDF": Self.stored(killed: 6, timedOut: 3, survived: 1)]),
      patterns: [("UDF", "UDF")], stale: [])

    // When
    let renderer = MutationRenderer(status: status)
    let table = renderer.scoreTable()

    // Then
    #expect(table.contains("| UDF | 10 | 6 | 3 | 1 | 90.0 | 60.0 |"))
    #expect(renderer.manyTimeouts().map(\.name) == ["UDF"])
    #expect(renderer.section().contains("| UDF | `Sources/UDF/App/AppFeature.swift` | 3 |"))
    #expect(renderer.section().contains("ten times the unmutated run's time, at least 5 s"))
  }

  @Test func givenTagsStoredWithAnotherConfiguration_whenRead_thenThePatternsTagsAreStale() throws {
    // Given: results stored with the current tagging for one pattern and none for the other
    let config = try MetricsConfig.load(
      from: SiteFromCommittedMetricsTests.root.appendingPathComponent("metrics-config.json"))
    var current = Self.stored(killed: 1, timedOut: 0, survived: 0)
    current.tagging = Fingerprint.ofTagging(config: config)
    let results = MutationResults(patterns: [
      "MVC": current, "MV": Self.stored(killed: 1, timedOut: 0, survived: 0),
    ])

    // When
    let status = MutationStatus(
      results: results, config: config, root: SiteFromCommittedMetricsTests.root)

    // Then
    #expect(status.staleTags == ["MV"])
  }

  @Test func givenAConfigurationChange_whenTheTaggingIsFingerprinted_thenItDiffers() throws {
    // Given
    let config = try MetricsConfig.load(
      from: SiteFromCommittedMetricsTests.root.appendingPathComponent("metrics-config.json"))
    // When: a change outside the tagging, then one inside it
    let data = try JSONEncoder().encode(config)
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["widgetTypes"] = ["Button"]
    let changed = try JSONDecoder().decode(
      MetricsConfig.self, from: JSONSerialization.data(withJSONObject: object))
    object["roleRules"] = [["role": "first UI", "paths": ["Sources/MV/App/X.swift"]]]
    let retagged = try JSONDecoder().decode(
      MetricsConfig.self, from: JSONSerialization.data(withJSONObject: object))

    // Then
    #expect(Fingerprint.ofTagging(config: changed) == Fingerprint.ofTagging(config: config))
    #expect(Fingerprint.ofTagging(config: retagged) != Fingerprint.ofTagging(config: config))
  }
}
