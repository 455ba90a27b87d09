import Testing

@testable import MetricsKit

/// The 90-minute class: every figure it names is read from the editions and the change cells.
@Suite struct LessonPlanTests {
  private static let uikit = MetricsConfig.UserInterface(
    name: "uikit", title: "UIKit-shaped UI", imports: ["ViewKit"])

  private static func cell(_ uikit: Int, logic: Int = 10) -> ChangeCell {
    var cell = ChangeCell()
    cell.byUI = ["logic": logic, "uikit": uikit]
    cell.testAdded = logic + uikit
    return cell
  }

  private static func plan(mvcCode: Int = 700) -> LessonPlan {
    var mvc = EditionFigures(pattern: "MVC", code: mvcCode, testCode: 1400)
    mvc.change = 30
    mvc.changeTests = 20
    var vip = EditionFigures(pattern: "VIP", code: 2200, testCode: 3000)
    vip.change = 70
    vip.changeTests = 60
    vip.port = 1000
    let changes = ChangeStatus(
      results: ChangeResults(
        changes: [
          "shuffle": ["MVC": cell(5), "VIP": cell(20)],
          "leave": ["MVC": cell(15), "VIP": cell(40)],
        ], fingerprint: "f"),
      changes: ["shuffle", "leave"],
      patterns: [.init(name: "MVC", module: "MVC"), .init(name: "VIP", module: "VIP")], stale: false
    )
    return LessonPlan(
      kinds: [EditionKind(ui: uikit, editions: [mvc, vip])], changes: changes,
      screens: ["Login"], folders: ["MVC": "Sources/MVC", "VIP": "Sources/VIP"])
  }

  @Test func givenTwoEditions_whenThePlanIsWritten_thenItReadsTheSmallestAndTheLargest() throws {
    // When
    let page = try #require(Self.plan().page())

    // Then
    #expect(page.contains("MVC (700 code lines in all) and VIP (2200)"))
    #expect(page.contains("`git diff --no-index --stat Sources/MVC/Login Sources/VIP/Login`"))
    #expect(
      page.contains(
        "`shuffle` in MVC (its reference: 15 lines) and in VIP (30) and `leave` in MVC (its reference: 25 lines) and in VIP (50)"
      ))
    #expect(page.contains("(80.0 % of the references' lines in these editions)"))
  }

  @Test func givenAnEditionThatGrew_whenThePlanIsWritten_thenTheFigureFollows() throws {
    // When
    let page = try #require(Self.plan(mvcCode: 750).page())

    // Then
    #expect(page.contains("MVC (750 code lines in all)"))
  }

  @Test func givenTwoExercises_whenThePlanIsWritten_thenItsTableGivesEachReferenceEasiestFirst()
    throws
  {
    // When
    let page = try #require(Self.plan().page())

    // Then
    #expect(page.contains("UIKit-shaped editions:\n\n| Exercise | MVC | VIP | Median |"))
    #expect(page.contains("| `shuffle` | 15 | 30 | 30 |\n| `leave` | 25 | 50 | 50 |"))
  }
}
