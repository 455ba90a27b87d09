import Foundation
import Testing

@testable import FootballGather

/// Elements addressed by name instead of number, in scripts, on every architecture.
@MainActor @Suite struct ScriptedSessionNamesTests {
  private let demo = ["--in-memory", "--demo", "--manual-clock", "--width", "40"]
  private let logIn = ["type username demo", "type password demo", "tap login"]

  /// The README's journey, each number replaced by a name a person would type.
  private let namedJourney = [
    "type username demo", "type password demo", "tap login", "tap Add player", "type name Zoe",
    "tap done", "tap select", "open Ana", "open zoe", "tap Confirm players",
    "move Ana to Team A", "move Zoe to team b", "tap start gather", "up teamA 2", "up team b",
    "tap start", "wait 3", "tap End Gather", "answer Yes", "quit",
  ]

  private func run(_ script: [String], on architecture: String) async -> ScriptResult {
    await runScript(demo + launch(architecture), script)
  }

  @Test(arguments: Architecture.everyUI)
  func givenTheJourneyByName_whenItRuns_thenItPrintsTheScreensOfTheJourneyByNumber(
    architecture: String
  ) async {
    // Given
    var named = namedJourney.makeIterator()
    let expected = Journey.transcript.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in line.hasPrefix("> ") ? "> " + (named.next() ?? "") : String(line) }
      .joined(separator: "\n")
    // When
    let result = await run(namedJourney, on: architecture)
    // Then
    #expect(result.errors == [])
    #expect(result.output == expected)
  }

  @Test(arguments: Architecture.everyUI)
  func givenTheRememberSwitch_whenToggledByItsIdentifierInAnyForm_thenItFlipsEachTime(
    architecture: String
  ) async {
    // When
    let result = await run(
      ["toggle remember", "toggle Remember Me", "toggle login.rememberMe"], on: architecture)
    // Then
    #expect(result.errors == [])
    #expect(result.output.hasSuffix("> toggle login.rememberMe\n" + loginScreen(remember: "OFF")))
    #expect(result.output.contains("> toggle Remember Me\n" + loginScreen(remember: "ON")))
  }

  @Test(arguments: Architecture.everyUI)
  func givenAFieldNamedByWords_whenTyping_thenTheLongestNameWinsAndTheRestIsTheText(
    architecture: String
  ) async {
    // Given the placeholder "Enter username" is two words, and the text keeps its spaces
    let script = ["type Enter username Ana  Maria", "type pass word", "type user"]
    // When
    let result = await run(script, on: architecture)
    // Then
    #expect(result.errors == [])
    #expect(
      result.output.contains(
        "> type Enter username Ana  Maria\n\n" + dashes
          + "\n1) [Ana  Maria__________]\n2) [(Enter password)____]\n"))
    #expect(
      result.output.contains(
        "> type pass word\n\n" + dashes
          + "\n1) [Ana  Maria__________]\n2) [••••________________]\n"))
    // Only the name: the field is cleared, as `type 1` clears field 1.
    #expect(
      result.output.contains(
        "> type user\n\n" + dashes
          + "\n1) [(Enter username)____]\n2) [••••________________]\n"))
  }

  @Test(arguments: Architecture.everyUI)
  func givenANameThatIsAWholeNameAndTheStartOfAnother_whenOpened_thenTheWholeNameWins(
    architecture: String
  ) async {
    // Given Ana and Anabela
    let addAnabela = ["tap Add player", "type name Anabela", "tap done"]
    // When
    let result = await run(logIn + addAnabela + ["open ana"], on: architecture)
    // Then
    #expect(result.errors == [])
    #expect(result.output.contains("> open ana\n1) < Back         Ana\n"))
  }

  @Test(arguments: Architecture.everyUI)
  func givenANameStartingARowAndAButton_whenTapped_thenTheErrorListsBothWithTheirNumbers(
    architecture: String
  ) async {
    // When: "a" starts Ana's row and the Add player button, both tappable
    let result = await run(logIn + ["open a", "back", "tap a"], on: architecture)
    // Then: `open` only looks at rows, so there "a" is Ana
    #expect(result.output.contains("> open a\n1) < Back         Ana\n"))
    #expect(result.status == 1)
    #expect(
      result.errors == ["line 6: 'a' matches several: 3 Ana, 9 Add player — use the number."])
  }

  @Test(arguments: [
    (
      "tap x",
      "line 1: Nothing here that 'tap' works on is called 'x'; try 3 Login, 4 rememberMe, "
        + "5 Register, by name or number."
    ),
    ("tap username", "line 1: 'tap' does not work on 1, a text field; try 'type 1 TEXT'."),
    ("toggle login", "line 1: 'toggle' does not work on 3, a button; try 'tap 3'."),
    (
      "type nobody demo",
      "line 1: Nothing here that 'type' works on is called 'nobody'; try 1 Enter username, "
        + "2 Enter password, by name or number."
    ),
    (
      "up score",
      "line 1: Nothing on this screen is called 'score', and nothing here works with 'up'."
    ),
    ("type login.remember x", "line 1: 'type' does not work on 4, a switch; try 'toggle 4'."),
  ])
  func givenANameNothingFitting_whenUsed_thenTheErrorSaysWhatThereIsOrWhatToDo(
    line: String, message: String
  ) async {
    // When
    let result = await runScript(demo, [line])
    // Then
    #expect(result.status == 1)
    #expect(result.errors == [message])
  }

  @Test(arguments: Architecture.everyUI)
  func givenADisabledButton_whenTappedByName_thenTheErrorSaysItIsDisabled(
    architecture: String
  ) async {
    // When
    let result = await run(logIn + ["tap add player", "tap Done"], on: architecture)
    // Then
    #expect(result.errors == ["line 5: 2 (Done) is disabled now."])
  }

  @Test(arguments: Architecture.everyUI)
  func givenTwoButtonsWithTheSameTitle_whenTappedByIt_thenTheErrorNamesThemByIdentifier(
    architecture: String
  ) async {
    // Given the Gather screen with its time picker open: two Cancel buttons
    let toGather = [
      "tap select", "open Ana", "open Bruno", "tap confirm", "move Ana to Team A",
      "move Bruno to Team B", "tap start gather", "tap set",
    ]
    // When
    let result = await run(logIn + toGather + ["tap cancel"], on: architecture)
    // Then
    #expect(
      result.errors == [
        "line 12: 'cancel' matches several: 4 Cancel (cancelButton), 9 Cancel (pickerCancel) "
          + "— use the number."
      ])
  }

  private let dashes = String(repeating: "-", count: 40)

  private func loginScreen(remember: String) -> String {
    """

    \(dashes)
    1) [(Enter username)____]
    2) [(Enter password)____]
    3) [Login]
    Remember Me  4) (\(remember))
    Don't have an account?
    5) [Register]
    """
  }
}
