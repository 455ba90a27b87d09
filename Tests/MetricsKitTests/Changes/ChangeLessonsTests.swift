import Foundation
import Testing

@testable import MetricsKit

/// The README's change figures, generated from the stored cells: a figure that changes changes
/// the sentence.
@Suite struct ChangeLessonsTests {
  private static let uikit = MetricsConfig.UserInterface(
    name: "uikit", title: "UIKit-shaped UI", imports: ["ViewKit"])

  private static func cell(
    code: Int, tests: Int, uikit: Int, declarative: Int = 0, newTypes: Int = 0
  ) -> ChangeCell {
    var cell = ChangeCell()
    cell.codeAdded = code
    cell.testAdded = tests
    cell.newTypes = newTypes
    cell.byUI = ["logic": code + tests - uikit - declarative, "uikit": uikit]
    if declarative > 0 { cell.byUI["declarative"] = declarative }
    cell.passed = true
    return cell
  }

  /// Two requests, three patterns (MV declarative only); `vipShuffle` of VIP's shuffle lines.
  private static func status(vipShuffle: Int = 80, mvcNicknameCode: Int = 10) -> ChangeStatus {
    let results = ChangeResults(
      changes: [
        "nickname": [
          "MVC": cell(code: mvcNicknameCode, tests: 40, uikit: 50),
          "VIP": cell(code: 20, tests: 80, uikit: 30, declarative: 10),
          "MV": cell(code: 5, tests: 30, uikit: 0, declarative: 35),
        ],
        "shuffle": [
          "MVC": cell(code: 10, tests: 30, uikit: 40),
          "VIP": cell(code: 20, tests: vipShuffle - 20, uikit: 30, newTypes: 2),
          "MV": cell(code: 5, tests: 20, uikit: 0, declarative: 25),
        ],
      ], fingerprint: "f")
    return ChangeStatus(
      results: results, changes: ["nickname", "shuffle"],
      patterns: ["MVC", "VIP", "MV"].map { ChangeStatus.Pattern(name: $0, module: $0) },
      stale: false)
  }

  private static func lessons(_ status: ChangeStatus?) -> ChangeLessons {
    ChangeLessons(status: status, ui: uikit, patterns: ["MVC", "VIP"])
  }

  @Test func givenStoredCells_whenDescribed_thenEverySentenceComesFromTheFigures() {
    // When
    let sentences = Self.lessons(Self.status()).sentences()

    // Then: VIP's nickname counts its logic and UIKit-shaped lines, not its declarative ones
    #expect(
      sentences == [
        "In every one of the 6 patches (each whole, both UIs where a pattern has two) the test "
          + "lines outweigh the code lines; tests are 78.8 % of all their lines.",
        "Per request, code and test lines in the logic and one UI, among the UIKit-shaped "
          + "editions: `nickname` least **MVC** (50), most **VIP** (90, 1.8× the least); "
          + "`shuffle` least **MVC** (40), most **VIP** (80, 2.0× the least); most over least, "
          + "`shuffle` (2.0×) and `nickname` (1.8×).",
        "New types the whole patch declares (classes, structs, enums, protocols and actors; "
          + "extensions not counted): `nickname` in none; `shuffle` in VIP (2).",
      ])
  }

  @Test func givenAPatchWithMoreCodeThanTests_whenDescribed_thenTheCountSaysHowMany() {
    // When: MVC's nickname has 50 code lines against 40 of tests
    let first = Self.lessons(Self.status(mvcNicknameCode: 50)).sentences().first

    // Then
    #expect(
      first?.hasPrefix("In 5 of the 6 patches (each whole, both UIs where a pattern has two)")
        == true)
  }

  @Test func givenCostsWithinFivePercent_whenDescribed_thenTheRequestIsATie() {
    // When: VIP's shuffle takes 41 lines against MVC's 40
    let spread = Self.lessons(Self.status(vipShuffle: 41)).sentences()[1]

    // Then
    #expect(spread.contains("`shuffle` all about the same (40–41)"))
  }

  @Test func givenNoStoredCells_whenDescribed_thenTheBlockSaysWhatToRun() {
    // When
    let text = Self.lessons(nil).text()

    // Then
    #expect(text == "- Change cost is not measured yet: run `scripts/metrics --changes`.\n")
  }

  @Test func givenAStaleBlock_whenChecked_thenItFailsAndWritingReplacesOnlyTheBlock() throws {
    // Given
    let root = try PackageTree.make([
      "README.md":
        "# App\n\n\(ChangeLessons.block.start)\n- old\n\(ChangeLessons.block.end)\n\nAfter.\n"
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("README.md")
    let lessons = Self.lessons(Self.status())

    // When / Then
    #expect {
      try lessons.update(file: file, path: "README.md", check: true)
    } throws: { error in
      "\(error)".hasPrefix("a generated block of README.md is stale")
        && "\(error)".contains("the change figures between \(ChangeLessons.block.start)")
    }
    try lessons.update(file: file, path: "README.md", check: false)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(
      text
        == "# App\n\n\(ChangeLessons.block.start)\n\(lessons.text())\(ChangeLessons.block.end)"
        + "\n\nAfter.\n")
    try lessons.update(file: file, path: "README.md", check: true)
  }
}
