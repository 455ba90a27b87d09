import Foundation
import Testing

@testable import FootballGather

/// The app in front of a class: what runs is named, rows below the fold are reachable by name,
/// and stray keys, long names and long lines stay readable.
@MainActor @Suite struct TeachingTests {
  private let longDemo = [
    "--in-memory", "--demo-players", "100", "--manual-clock", "--width", "40", "--height", "12",
  ]
  private let logIn = ["type 1 demo", "type 2 demo", "tap 3"]

  @Test(arguments: Architecture.all.flatMap { pattern in pattern.uis.map { (pattern.name, $0) } })
  func givenAnArchitectureInOneOfItsUIs_whenShowIsAsked_thenTheScreenIsFollowedByWhatRuns(
    architecture: String, ui: UserInterface
  ) async throws {
    // When
    let result = await runScript(
      [
        "--in-memory", "--demo", "--width", "40", "--architecture", architecture, "--ui",
        ui.rawValue,
      ], ["show"])

    // Then
    let title = try #require(Architecture.named(architecture)).title
    #expect(result.errors == [])
    #expect(
      result.output.hasSuffix(
        "\nRunning: \(title), \(ui.title). Another one: football-gather --architecture NAME "
          + "[--ui uikit|declarative]."))
  }

  @Test func givenTheArchitectures_whenLabelled_thenThePromptNamesEachByItsShortName() {
    // When
    let labels = Architecture.all.map(\.label)

    // Then
    #expect(labels == ["MVC", "MVVM", "MVP", "MVP-C", "VIP", "VIPER", "UDF", "MV"])
  }

  @Test(arguments: Architecture.all.map(\.name))
  func givenAPlayerBelowTheFold_whenOpenedByName_thenTheListScrollsToHimAndOpensHim(
    architecture: String
  ) async {
    // When
    let result = await runScript(
      longDemo + ["--architecture", architecture], logIn + ["open Player 99"])

    // Then
    #expect(result.errors == [])
    #expect(
      result.output.hasSuffix(
        """
        > open Player 99
        1) < Back      Player 99
        ----------------------------------------
        -- PERSONAL --
        2) Name                      Player 99 >
        3) Age                              25 >
        -- PLAY --
        4) Preferred position          Striker >
        5) Skill                      Beginner >
        -- LIKES --
        6) Favourite team                      >
        """))
  }

  @Test
  func givenSeveralPlayersBelowTheFold_whenOneNameStartsThemAll_thenTheErrorSaysHowToReachThem()
    async
  {
    // When
    let result = await runScript(longDemo, logIn + ["open Player"])

    // Then
    #expect(
      result.errors == [
        "line 4: 'Player' names several rows off the screen (Player 1, Player 2, Player 3, "
          + "Player 4, Player 5); use 'scroll to N' or 'next', then the row's number."
      ])
  }

  @Test(arguments: ["\u{0C}", "\u{1B}[A", "\u{1B}OB", "\t"])
  func givenAStrayKeyBeforeACommand_whenParsed_thenTheCommandIsReadWithoutIt(key: String) throws {
    // When
    let command = try Command.parse(key + "type 1 demo")

    // Then
    #expect(command == .type(.number(1), "demo"))
  }

  @Test(arguments: [("frobnicate", nil), ("tapp", "tap"), ("mvoe", "move"), ("x", nil)])
  func givenAnUnknownWord_whenASuggestionIsSought_thenOnlyACloseNameIsOffered(
    word: String, expected: String?
  ) {
    // When
    let suggestion = Command.closestCommand(to: word)

    // Then
    #expect(suggestion == expected)
  }

  @Test func givenAVeryLongUnknownCommand_whenRejectedAndEchoed_thenBothAreShortened() async {
    // Given
    let line = String(repeating: "z", count: 500)

    // When
    let result = await runScript(["--in-memory", "--demo", "--width", "40"], [line])

    // Then
    #expect(
      result.errors == [
        "line 1: Unknown command '\(String(repeating: "z", count: 23))…'. Type 'help' for the list."
      ])
  }

  @Test func givenALongEchoedLine_whenScripted_thenItsEchoFitsTheWidth() async {
    // Given
    let long = "type 1 " + String(repeating: "n", count: 200)

    // When
    let result = await runScript(["--in-memory", "--demo", "--width", "40"], [long])

    // Then
    #expect(result.output.contains("\n> type 1 " + String(repeating: "n", count: 30) + "…\n"))
  }

  @Test func givenALongPlayerName_whenListedInATryList_thenItIsShortened() {
    // Given
    let long = NameLookup.Candidate(
      number: 3, label: String(repeating: "Maximilian ", count: 6), identifier: nil)

    // When
    let list = NameLookup.list([long])

    // Then
    #expect(list == "3 Maximilian Maximilian M…")
  }

  @Test(arguments: [20, 40, 60, 100])
  func givenAnyWidth_whenHelpIsAsked_thenItFitsAFortyLineWindowWithEveryCommandNamed(width: Int) {
    // When
    let lines = CommandInfo.overview(width: width).split(separator: "\n")

    // Then: the window keeps a hint, a blank line and the prompt under it
    #expect(lines.count <= 37)
    #expect(lines.allSatisfy { $0.count <= width })
    let words = Set(lines.joined(separator: " ").split(whereSeparator: { " ,:".contains($0) }))
    for info in CommandInfo.all { #expect(words.contains(Substring(info.name))) }
  }

  @Test func givenACommandName_whenHelpIsAskedOnIt_thenItsUsageAndSummaryAreShown() throws {
    // When
    let text = try #require(CommandInfo.helpText(on: "o", width: 60))

    // Then
    #expect(text == "  toggle N|NAME  flip a switch (short: o)")
  }
}
