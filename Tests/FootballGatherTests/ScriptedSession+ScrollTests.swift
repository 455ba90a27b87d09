import Foundation
import Testing

@testable import FootballGather

/// A long list in a screen of a fixed height: only the rows shown are numbered, and the scroll
/// commands page through the rest, on every architecture.
@MainActor @Suite struct ScriptedSessionScrollTests {
  private let longDemo = [
    "--in-memory", "--demo-players", "100", "--manual-clock", "--width", "40", "--height", "12",
  ]
  private let logIn = ["type 1 demo", "type 2 demo", "tap 3"]

  @Test(arguments: Architecture.everyUI)
  func givenAHundredAndSixPlayers_whenPagingAndScrolling_thenEachScreenShowsItsRows(
    architecture: String
  ) async {
    // Given
    let script = logIn + ["next", "scroll to 106", "scroll up 2", "prev", "open 3"]
    // When
    let result = await runScript(longDemo + launch(architecture), script)
    // Then
    #expect(result.errors == [])
    #expect(
      result.output.hasSuffix(
        """
        > tap 3
        1) < Back       Players      2) [Select]
        ----------------------------------------
        3) Ana                                 >
             Position: midfielder
             Skill: professional
        4) Bruno                               >
             Position: goalkeeper
             Skill: amateur
           (0 rows above, 104 below)
        5) [Add player]

        > next
        1) < Back       Players      2) [Select]
        ----------------------------------------
        3) Carla                               >
             Position: striker
             Skill: professional
        4) Dan                                 >
             Position: defender
             Skill: beginner
           (2 rows above, 102 below)
        5) [Add player]

        > scroll to 106
        1) < Back       Players      2) [Select]
        ----------------------------------------
        3) Player 99                           >
             Position: striker
             Skill: beginner
        4) Player 100                          >
             Position: goalkeeper
             Skill: amateur
           (104 rows above, 0 below)
        5) [Add player]

        > scroll up 2
        1) < Back       Players      2) [Select]
        ----------------------------------------
        3) Player 97                           >
             Position: midfielder
             Skill: amateur
        4) Player 98                           >
             Position: winger
             Skill: professional
           (102 rows above, 2 below)
        5) [Add player]

        > prev
        1) < Back       Players      2) [Select]
        ----------------------------------------
        3) Player 95                           >
             Position: goalkeeper
             Skill: professional
        4) Player 96                           >
             Position: defender
             Skill: beginner
           (100 rows above, 4 below)
        5) [Add player]

        > open 3
        1) < Back      Player 95
        ----------------------------------------
        -- PERSONAL --
        2) Name                      Player 95 >
        3) Age                              21 >
        -- PLAY --
        4) Preferred position       Goalkeeper >
        5) Skill                  Professional >
        -- LIKES --
        6) Favourite team                      >
        """))
  }

  @Test func givenAListThatFits_whenScrolling_thenTheErrorSaysThereIsNothingToScroll() async {
    // When
    let result = await runScript(
      ["--in-memory", "--demo", "--height", "40"], logIn + ["next"])
    // Then
    #expect(result.status == 1)
    #expect(result.errors == ["line 4: Every row is on the screen; there is nothing to scroll."])
  }

  @Test func givenALongList_whenScrollingPastItsLastRow_thenTheErrorGivesTheCount() async {
    // When
    let result = await runScript(longDemo, logIn + ["scroll to 107"])
    // Then
    #expect(result.errors == ["line 4: The list has 106 rows; there is no row 107."])
  }

  @Test func givenNoHeight_whenTheScriptRuns_thenEveryRowIsPrintedAsBefore() async {
    // When
    let result = await runScript(["--in-memory", "--demo-players", "100"], logIn)
    // Then
    #expect(result.output.contains("109) [Add player]"))
    #expect(!result.output.contains("below)"))
  }
}
