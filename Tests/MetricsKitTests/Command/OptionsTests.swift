import Foundation
import Testing

@testable import MetricsKit

@Suite struct OptionsTests {
  @Test func givenEveryOptionOfAWritingRun_whenParsed_thenEachIsSet() throws {
    // When
    let options = try Options(parsing: [
      "--timings", "--runs", "5", "--output", "Out", "--config", "c.json", "--quiet",
      "--readme", "Docs/R.md", "--bench", "--ui-rewrite", "abc123", "--mutation", "--changes",
      "--change", "nickname", "--pattern", "MVP", "--site", "web", "--docs", "--skip-build",
    ])

    // Then
    #expect(options.timings && options.quiet && options.bench && options.mutation)
    #expect(options.changes && options.docs && options.skipBuild)
    #expect(!options.check && !options.help)
    #expect(options.runs == 5)
    #expect(options.output == "Out")
    #expect(options.config == "c.json")
    #expect(options.readme == "Docs/R.md")
    #expect(options.uiRewrite == "abc123")
    #expect(options.change == "nickname" && options.pattern == "MVP" && options.site == "web")
  }

  @Test func givenPatchFiguresWithAPattern_whenParsed_thenBothAreSet() throws {
    // When
    let options = try Options(parsing: ["--patch-figures", "mine.patch", "--pattern", "MVVM"])

    // Then
    #expect(options.patchFigures == "mine.patch" && options.pattern == "MVVM")
  }

  @Test func givenTheCommittedNicknamePatch_whenItsFiguresArePrinted_thenTheyAreTheStoredOnes()
    throws
  {
    // Given
    let root = SiteFromCommittedMetricsTests.root
    let stored = try #require(
      try ResultStore.changes(in: root.appendingPathComponent("Metrics"))
        .read(ChangeResults.self)?.changes["nickname"]?["MVVM"])

    // When
    let text = try MetricsCommand.patchFigures(
      "Changes/nickname/MVVM.patch", pattern: "MVVM", directory: root)

    // Then: the same figures the change-cost table shows, without the run's outcome
    let printed = try JSONDecoder().decode(ChangeCell.self, from: Data(text.utf8))
    #expect(printed == stored.patchFigures)
  }

  @Test func givenCheckAndHelp_whenParsed_thenEachIsSet() throws {
    // When
    let check = try Options(parsing: ["--check"])
    let help = try Options(parsing: ["-h"])
    let longHelp = try Options(parsing: ["--help"])

    // Then
    #expect(check.check && !check.help)
    #expect(help.help && longHelp.help)
  }

  @Test func givenUIRewriteWithoutACommit_whenParsed_thenMissingValueIsReported() {
    // When / Then
    #expect(throws: MetricsError.missingValue(option: "--ui-rewrite")) {
      try Options(parsing: ["--ui-rewrite", "--check"])
    }
  }

  @Test func givenUnknownOption_whenParsed_thenItIsNamedInTheError() {
    // When / Then
    #expect(throws: MetricsError.unknownOption("--fast")) {
      try Options(parsing: ["--fast"])
    }
  }

  @Test func givenRunsWithoutNumber_whenParsed_thenMissingValueIsReported() {
    // When / Then
    #expect(throws: MetricsError.missingValue(option: "--runs")) {
      try Options(parsing: ["--runs", "many"])
    }
  }

  @Test func givenFolderWithoutPackage_whenRun_thenExitsWithFailure() async {
    // Given
    let directory = FileManager.default.temporaryDirectory

    // When
    let status = await MetricsCommand.main(arguments: ["--quiet"], directory: directory)

    // Then
    #expect(status == 1)
  }

  @Test func givenRelativeAndAbsoluteOutputs_whenResolved_thenOnlyTheRelativeOneIsUnderTheRoot() {
    // Given
    let root = URL(fileURLWithPath: "/work/repo")

    // When
    let relative = MetricsCommand.resolve("Metrics", in: root)
    let absolute = MetricsCommand.resolve("/tmp/report", in: root)

    // Then
    #expect(relative.path == "/work/repo/Metrics")
    #expect(absolute.path == "/tmp/report")
  }

  @Test func givenSiteWithoutFolder_whenParsed_thenTheDefaultFolderIsUsed() throws {
    // When
    let bare = try Options(parsing: ["--site", "--quiet"])
    let given = try Options(parsing: ["--site", "Out/site"])

    // Then
    #expect(bare.site == ".build/site" && bare.quiet)
    #expect(given.site == "Out/site")
    #expect(try Options(parsing: []).site == nil)
  }

  @Test func givenSiteWithCheck_whenParsed_thenTheCheckWritesOnlyTheSite() throws {
    // When
    let options = try Options(parsing: ["--check", "--site", "--docs"])
    // Then
    #expect(options.check)
    #expect(options.site == Options.defaultSite)
    #expect(options.docs)
  }
}

@Suite struct DocsOptionTests {
  @Test func givenDocsWithoutSite_whenParsed_thenItIsRefusedNamingSite() {
    // Given / When / Then: DocC pages only go into a site, so alone the option would do nothing
    #expect(throws: MetricsError.optionNeeds(option: "--docs", other: "--site")) {
      try Options(parsing: ["--docs"])
    }
  }

  @Test func givenSiteAndDocs_whenParsed_thenBothAreSetAndDocsIsNotTakenForTheFolder() throws {
    // When
    let options = try Options(parsing: ["--site", "--docs"])
    // Then
    #expect(options.site == Options.defaultSite && options.docs)
    #expect(try !Options(parsing: ["--site"]).docs)
  }
}
