import Foundation
import Testing

@testable import MetricsKit

/// The rule's verdict on each port's files, stored apart from the port's figures.
@Suite struct PortHunksTests {
  private static func port(mechanical: Int?) -> UIRewrite.Port {
    var file = RewriteFixture.file("Sources/MVVM/Login/LoginViewModel.swift", added: 9, removed: 7)
    file.mechanicalAdded = mechanical
    file.mechanicalRemoved = mechanical
    return UIRewrite.Port(base: "b", head: "h", files: [file])
  }

  @Test func givenAJudgedPort_whenItsFiguresAreEncoded_thenTheVerdictIsLeftOut() throws {
    // Given
    let rewrite = UIRewrite(patterns: ["MVVM": Self.port(mechanical: 4)])

    // When
    let json = String(decoding: try JSONEncoder().encode(rewrite), as: UTF8.self)

    // Then
    #expect(!json.contains("mechanical"))
  }

  @Test func givenStoredVerdicts_whenThePortIsJudged_thenEachFileGetsItsMechanicalLines() {
    // Given
    let hunks = PortHunks.empty.merging(UIRewrite(patterns: ["MVVM": Self.port(mechanical: 4)]))

    // When
    let judged = UIRewrite(patterns: ["MVVM": Self.port(mechanical: nil)]).judged(by: hunks)

    // Then
    #expect(judged.patterns["MVVM"]?.files.first?.mechanicalAdded == 4)
    #expect(judged.patterns["MVVM"]?.files.first?.mechanicalRemoved == 4)
  }

  @Test func givenVerdictsOfAnotherRule_whenThePortIsJudged_thenItsSplitIsNotRecorded() {
    // Given
    var hunks = PortHunks.empty.merging(UIRewrite(patterns: ["MVVM": Self.port(mechanical: 4)]))
    hunks.rule = "an older rule"

    // When
    let judged = UIRewrite(patterns: ["MVVM": Self.port(mechanical: nil)]).judged(by: hunks)
    let cost = RewriteCost(
      pattern: "MVVM", port: judged.patterns["MVVM"] ?? Self.port(mechanical: nil),
      config: RewriteFixture.config)

    // Then
    #expect(judged.patterns["MVVM"]?.files.first?.mechanicalAdded == nil)
    #expect(cost.changed.mechanical == nil)
  }

  @Test func givenVerdictsOfAnotherRule_whenANewPortIsMerged_thenOnlyTheNewCountsAreKept() {
    // Given
    var old = PortHunks.empty.merging(UIRewrite(patterns: ["VIP": Self.port(mechanical: 1)]))
    old.rule = "an older rule"

    // When
    let merged = old.merging(UIRewrite(patterns: ["MVVM": Self.port(mechanical: 4)]))

    // Then
    #expect(merged.rule == MechanicalRule.statement)
    #expect(merged.patterns.keys.sorted() == ["MVVM"])
  }
}
