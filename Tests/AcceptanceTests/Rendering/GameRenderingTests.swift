import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

/// The rendered text of Player Detail, Player Edit, Confirm Players and Gather after a typical
/// action, exactly as the closing note shows it (width 60), on every architecture.
///
/// Each screen is reached through the UI from the Player List over the fakes' squad (Ana, Bruno,
/// Carla, Dan); only the back stack under it differs from showing it alone, which the render
/// shows as "< Back" either way.
@MainActor
@Suite struct GameRenderingTests {
  @Test(arguments: Architecture.all)
  func givenPlayerDetail_whenNameIsEditedToBea_thenTitleAndRowsRenderTheNewName(
    architecture: Architecture
  ) async throws {
    // Given: Ana's detail, editing her name
    let driver = try await architecture.app.launchOnPlayerList(
      TestEnvironment(players: Player.squad))
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerDetail.table")
    try await driver.type("Bea", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(
      driver.render(width: 60) == """
        < Back                      Bea
        ------------------------------------------------------------
        -- PERSONAL --
        Name                                                   Bea >
        Age                                                     27 >
        -- PLAY --
        Preferred position                              Midfielder >
        Skill                                         Professional >
        -- LIKES --
        Favourite team                                    FC Porto >
        """)
  }

  @Test(arguments: Architecture.all)
  func givenPlayerEditOfPosition_whenStrikerIsTapped_thenCheckmarkAndDoneRender(
    architecture: Architecture
  ) async throws {
    // Given: Ana's preferred position, open for editing
    let driver = try await architecture.app.launchOnPlayerList(
      TestEnvironment(players: Player.squad))
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    try await driver.selectRow(IndexPath(row: 0, section: 1), in: "playerDetail.table")

    // When
    try await driver.selectRow(IndexPath(row: 4, section: 0), in: "playerEdit.options")

    // Then
    #expect(
      driver.render(width: 60) == """
        < Back               Preferred position               [Done]
        ------------------------------------------------------------
        Goalkeeper
        Defender
        Midfielder
        Winger
        Striker                                                    ✓
        """)
  }

  @Test(arguments: Architecture.all)
  func givenConfirmPlayers_whenTwoPlayersAreMovedToTeams_thenSectionsAndStartRender(
    architecture: Architecture
  ) async throws {
    // Given: the whole squad confirmed, all on the bench
    let driver = try await architecture.app.launchOnPlayerList(
      TestEnvironment(players: Player.squad))
    try await selectAllFourAndConfirm(driver)

    // When
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1),
      in: "confirmPlayers.table")
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2),
      in: "confirmPlayers.table")

    // Then
    #expect(
      driver.render(width: 60) == """
        < Back                Confirm Players
        ------------------------------------------------------------
        -- Bench --
        ≡ Carla                                                    -
        ≡ Dan                                                     ST
        -- Team A --
        ≡ Ana                                                    MID
        -- Team B --
        ≡ Bruno                                                   GK
        [Start Gather]
        """)
  }

  @Test(arguments: Architecture.all)
  func givenGather_whenFiveSecondsPassAtTwoToOne_thenScoresTimerAndTeamsRender(
    architecture: Architecture
  ) async throws {
    // Given: Ana and Carla in Team A, Bruno and Dan in Team B; 2–1 and the timer running
    let env = TestEnvironment(players: Player.squad)
    let driver = try await architecture.app.launchOnPlayerList(env)
    try await selectAllFourAndConfirm(driver)
    // Ana, Bruno, Carla, Dan leave the bench in turn: Ana and Carla to Team A, the others to B
    for destination in [(0, 1), (0, 2), (1, 1), (1, 2)] {
      try await driver.moveRow(
        from: IndexPath(row: 0, section: 0),
        to: IndexPath(row: destination.0, section: destination.1), in: "confirmPlayers.table")
    }
    try await driver.tap("confirmPlayers.startButton")
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamBStepper")
    try await driver.tap("gather.actionButton")

    // When
    await env.clock.advance(by: .seconds(5))

    // Then
    #expect(
      driver.render(width: 60) == """
        < Back               Gather in progress
        ------------------------------------------------------------
        TEAM A  TEAM B
        2  1
        [- 2 +]  [- 1 +]
        09:55  [Cancel]  [Set]  [Pause]
        -- Team A --
        Ana                                                      MID
        Carla                                                      -
        -- Team B --
        Bruno                                                     GK
        Dan                                                       ST
        [End Gather]
        """)
  }

  /// From the Player List: ticks Ana, Bruno, Carla and Dan and opens Confirm Players.
  private func selectAllFourAndConfirm(_ driver: Driver) async throws {
    try await driver.tap("playerList.selectButton")
    for row in 0..<4 {
      try await driver.selectRow(IndexPath(row: row, section: 0), in: "playerList.table")
    }
    try await driver.tap("playerList.actionButton")
  }
}
