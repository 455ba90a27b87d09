import Testing

@testable import MetricsKit

/// The findings and verdict tables: like with like, ties called ties, missing or stale
/// measurements said instead of ranked.
@Suite struct VerdictRendererTests {
  private static let uikit = MetricsConfig.UserInterface(
    name: "uikit", title: "UIKit-shaped UI", imports: ["ViewKit"])
  private static let declarative = MetricsConfig.UserInterface(
    name: "declarative", title: "declarative UI", imports: ["DeclarativeKit"])

  private static func edition(
    _ name: String, code: Int, port: Int? = nil, score: (Int, Int)? = nil
  ) -> EditionFigures {
    var edition = EditionFigures(pattern: name, code: code, testCode: code * 2)
    edition.change = code / 10
    edition.changeTests = code / 20
    edition.port = port
    edition.strength = score.map { Ranking.Score(detected: $0.0, viable: $0.1) }
    return edition
  }

  private static func kinds(mvpCode: Int = 1200) -> [EditionKind] {
    [
      EditionKind(
        ui: uikit,
        editions: [
          edition("MVC", code: 700, score: (120, 130)),
          edition("MVP", code: mvpCode, port: 570, score: (182, 191)),
          edition("VIP", code: 2200, port: 1000, score: (222, 230)),
        ]),
      EditionKind(
        ui: declarative,
        editions: [
          edition("MVP", code: 900, port: 570, score: (180, 190)),
          edition("VIP", code: 1300, port: 1000, score: (215, 225)),
          edition("MV", code: 500, score: (80, 86)),
        ]),
    ]
  }

  @Test func givenTwoUIsEditions_whenFindingsAreWritten_thenEachUIIsRankedApart() {
    // When
    let findings = VerdictRenderer(kinds: Self.kinds(), changeCount: 3).findings()

    // Then
    #expect(
      findings.first
        == "**To write** (code lines of the logic and one UI): among the UIKit-shaped editions, least **MVC** (700), most **VIP** (2200, 3.1× the least); among the declarative editions, least **MV** (500), most **VIP** (1300, 2.6× the least)."
    )
    #expect(findings.count == 6)
  }

  @Test func givenAFigureWithinFivePercentOfTheLargest_whenFindingsAreWritten_thenItIsATie() {
    // When
    let findings = VerdictRenderer(kinds: Self.kinds(mvpCode: 2100), changeCount: 3).findings()

    // Then
    #expect(
      findings.first?.hasPrefix(
        "**To write** (code lines of the logic and one UI): among the UIKit-shaped editions, least **MVC** (700), most **VIP** and **MVP**, about the same (2200, 2100; 3.1× the least);"
      ) == true)
  }

  @Test func givenStaleMutationScores_whenFindingsAreWritten_thenTheySaySoInsteadOfRanking() {
    // Given
    var kinds = Self.kinds()
    kinds[0].unranked[.strength] = "stale for MVP: run `scripts/metrics --mutation`"

    // When
    let renderer = VerdictRenderer(kinds: kinds, changeCount: 3)

    // Then
    let strength = renderer.findings().first { $0.hasPrefix("**Strongest tests**") }
    #expect(
      strength?.hasPrefix(
        "**Strongest tests** (mutation score, time-outs as detected): among the UIKit-shaped editions, stale for MVP: run `scripts/metrics --mutation`;"
      ) == true)
    #expect(renderer.tables().contains("| MVP | 1200 | 2400 | 120 | 570 least | 95.3 |"))
  }

  @Test func givenPorts_whenTheFindingIsWritten_thenPatternsWithoutAPortAreNamed() {
    // When
    let port = VerdictRenderer(kinds: Self.kinds(), changeCount: 3).findings()[3]

    // Then: VIP's port (1000) outweighs MV's whole declarative edition (500)
    #expect(
      port
        == "**To port** to the declarative UI (code lines the port wrote or changed): least **MVP** (570), most **VIP** (1000, 1.8× the least); MVC has no second UI and MV was born in it; **VIP**'s port alone (1000) is more code than **MV**'s whole declarative edition (500)."
    )
  }

  @Test func givenAPortSmallerThanEveryDeclarativeEdition_whenTheFindingIsWritten_thenNoContrast() {
    // Given: every declarative edition now outweighs the largest port
    var kinds = Self.kinds()
    for index in kinds[1].editions.indices { kinds[1].editions[index].code += 1000 }

    // When
    let port = VerdictRenderer(kinds: kinds, changeCount: 3).findings()[3]

    // Then
    #expect(port.hasSuffix("MVC has no second UI and MV was born in it."))
  }

  @Test func givenChanges_whenTheFindingIsWritten_thenItSaysWhatShareIsTests() {
    // When
    let change = VerdictRenderer(kinds: Self.kinds(), changeCount: 3).findings()[2]

    // Then: every edition's tests are half its change
    #expect(change.hasSuffix("; 50.0 % of those lines are tests."))
  }
}

/// The report made from the repository's own `Metrics/` opens with its findings.
@Suite struct CommittedVerdictTests {
  @Test func givenTheCommittedFigures_whenThePageIsRendered_thenFindingsComeBeforeAnyTable() throws
  {
    // Given
    let report = try ShortReportTests.committed()

    // When
    let page = MarkdownRenderer(report: report).render()

    // Then: at most six findings, each a question, then the verdict tables, then the summary
    let findings = try #require(page.range(of: "## Findings\n"))
    let firstTable = try #require(page.range(of: "| ---"))
    #expect(findings.lowerBound < firstTable.lowerBound)
    let bullets = page[findings.upperBound...].split(separator: "\n").prefix {
      !$0.hasPrefix("## ")
    }.filter { $0.hasPrefix("- **") }
    #expect(bullets.count <= 6)
    #expect(bullets.first?.hasPrefix("- **To write**") == true)
    #expect(page.range(of: "## Verdict")!.lowerBound < page.range(of: "## Summary")!.lowerBound)
  }
}
