import Domain
import Foundation
import Testing

@testable import FootballGather

/// The same scripts run on every architecture built in, and must print the same screens.
@MainActor @Suite struct ScriptedSessionTests {
  private let demo = ["--in-memory", "--demo", "--manual-clock", "--width", "40"]

  @Test(arguments: Architecture.everyUI)
  func givenTheDemo_whenANewUserPlaysAGather_thenEveryScreenIsPrintedTheSameWay(
    architecture: String
  ) async {
    // Given
    let arguments = demo + launch(architecture)
    // When
    let result = await runScript(arguments, Journey.script)
    // Then
    #expect(result.status == 0)
    #expect(result.errors == [])
    #expect(result.output == Journey.transcript)
  }

  @Test(arguments: Architecture.everyUI)
  func givenAWrongPassword_whenLoggingIn_thenTheScreenShowsTheErrorAlert(architecture: String)
    async
  {
    // Given
    let script = ["type 1 demo", "type 2 nope", "tap 3"]
    // When
    let result = await runScript(demo + launch(architecture), script)
    // Then
    #expect(result.status == 0)
    #expect(
      result.output.hasSuffix(
        """
        > tap 3

        ----------------------------------------
        [demo________________]
        [••••________________]
        [Login]
        Remember Me  (ON)
        Don't have an account?
        [Register]

        +-----------------------------+
        | Error                       |
        | Wrong username or password. |
        | 1) [OK]                     |
        +-----------------------------+
        """))
  }

  @Test(arguments: Architecture.everyUI)
  func givenAStoppedTimer_whenSettingTheTimeWithThePicker_thenTheTimerShowsIt(
    architecture: String
  ) async {
    // Given
    let script = Array(Journey.script.prefix(while: { $0 != "up 2 2" })) + ["tap 5"]
    // When
    let result = await runScript(
      demo + launch(architecture), script + ["pick 8 5 30", "tap 10"])
    // Then
    #expect(result.errors == [])
    #expect(
      result.output.hasSuffix(
        """
        > pick 8 5 30
        1) < Back  Gather in progress
        ----------------------------------------
        TEAM A  TEAM B
        0  0
        2) [- 0 +]  3) [- 0 +]
        10:00  4) [Cancel]  5) [Set]  6) [Start]
        -- Team A --
        Ana                                  MID
        -- Team B --
        Zoe                                    -
        7) [End Gather]
        8) < 5 min >  < 30 sec >
        9) [Cancel]  10) [Done]

        > tap 10
        1) < Back  Gather in progress
        ----------------------------------------
        TEAM A  TEAM B
        0  0
        2) [- 0 +]  3) [- 0 +]
        05:30  4) [Cancel]  5) [Set]  6) [Start]
        -- Team A --
        Ana                                  MID
        -- Team B --
        Zoe                                    -
        7) [End Gather]
        """))
  }

  @Test(arguments: Architecture.everyUI)
  func givenTheDemo_whenDeletingOnePlayerAndEditingAnother_thenTheListAndDetailShowIt(
    architecture: String
  ) async {
    // Given
    let script = [
      "tap 4", "type 1 demo", "type 2 demo", "tap 3", "delete 8", "answer 1", "open 3",
      "open 2", "type 3 Anabela", "tap 2",
    ]
    // When
    let result = await runScript(demo + launch(architecture), script)
    // Then
    #expect(result.errors == [])
    #expect(result.output.contains("Remember Me  4) (OFF)"))
    #expect(
      result.output.hasSuffix(
        """
        > type 3 Anabela
        1) < Back         Name         2) [Done]
        ----------------------------------------
        3) [Anabela_____________]

        > tap 2
        1) < Back       Anabela
        ----------------------------------------
        -- PERSONAL --
        2) Name                        Anabela >
        3) Age                              27 >
        -- PLAY --
        4) Preferred position       Midfielder >
        5) Skill                  Professional >
        -- LIKES --
        6) Favourite team             FC Porto >
        """))
    // Filipe, the last player, is gone: Eva's row is followed by the button.
    #expect(
      result.output.contains(
        "7) Eva                                 >\n"
          + "     Position: winger\n     Skill: -\n8) [Add player]\n\n> open 3"))
  }

  @Test func givenAFailingCommand_whenTheScriptRuns_thenItStopsWithTheLineNumberAndExits1()
    async
  {
    // Given
    let script = ["# comment", "", "type 1 demo", "tap 42", "tap 3"]
    // When
    let result = await runScript(demo, script)
    // Then
    #expect(result.status == 1)
    #expect(
      result.errors == ["line 4: There is no 42 on this screen: the numbers run from 1 to 5."])
    #expect(!result.output.contains("> tap 3"))
  }

  @Test(arguments: [
    ("tapp 3", "line 1: Unknown command 'tapp'. Did you mean 'tap'? Type 'help' for the list."),
    ("type 3 demo", "line 1: 'type' does not work on 3, a button; try 'tap 3'."),
    ("toggle 1", "line 1: 'toggle' does not work on 1, a text field; try 'type 1 TEXT'."),
    ("open 5", "line 1: 'open' does not work on 5, a button; try 'tap 5'."),
    ("answer OK", "line 1: No alert is shown, so there is nothing to answer."),
    ("back", "line 1: There is no back button on this screen."),
    ("tap 3\nanswer Maybe", "line 2: The alert has no button 'Maybe'; its buttons: 'OK'."),
    ("tap 3\ntap 9", "line 2: There is no 9 on this screen: the numbers run from 1 to 1."),
    ("pick 1 5", "line 1: 'pick' does not work on 1, a text field; try 'type 1 TEXT'."),
  ])
  func givenAMisusedCommand_whenTheScriptRuns_thenTheErrorSaysWhatToDoInstead(
    line: String, message: String
  ) async {
    // When
    let result = await runScript(demo, line.components(separatedBy: "\n"))
    // Then
    #expect(result.status == 1)
    #expect(result.errors == [message])
  }

  @Test func givenHelp_whenTheScriptAsksForIt_thenTheCommandsArePrinted() async {
    // When
    let result = await runScript(demo, ["help"])
    // Then
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("> help\n" + CommandInfo.overview(width: 40)))
  }

  @Test func givenHelpAll_whenTheScriptAsksForIt_thenEveryCommandIsPrintedWithExamples() async {
    // When
    let result = await runScript(demo, ["help all", "help mvoe"])
    // Then
    #expect(result.status == 1)
    #expect(result.output.contains("> help all\n" + CommandInfo.helpText(width: 40) + "\n"))
    #expect(result.errors == ["line 2: There is no command 'mvoe'; 'help' lists them."])
  }
}
