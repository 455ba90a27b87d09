import Domain
import Foundation
import MVC
import TestSupport
import Testing
import ViewKit

/// The rendered text of Player Detail, Player Edit, Confirm Players and Gather after a typical
/// action, exactly as the closing note shows it (width 60).
@MainActor
@Suite struct MVCGameRenderingTests {
  private let squad = Player.squad

  /// Shows `screen` on top of a navigation stack, over a plain root when `pushed`.
  private func show(_ screen: ViewController, pushed: Bool = true) -> Driver {
    let navigation = NavigationController(rootViewController: pushed ? ViewController() : screen)
    let window = Window(rootViewController: navigation)
    if pushed { navigation.pushViewController(screen, animated: false) }
    return Driver(window: window)
  }

  @Test func givenPlayerDetail_whenNameIsEditedToBea_thenTitleAndRowsRenderTheNewName()
    async throws
  {
    // Given
    let env = TestEnvironment(players: squad)
    let driver = show(
      PlayerDetailViewController(player: squad[0], environment: env.environment, delegate: nil))
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

  @Test func givenPlayerEditOfPosition_whenStrikerIsTapped_thenCheckmarkAndDoneRender()
    async throws
  {
    // Given
    let env = TestEnvironment(players: squad)
    let driver = show(
      PlayerEditViewController(
        player: squad[0], field: .preferredPosition, environment: env.environment, delegate: nil))

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

  @Test func givenConfirmPlayers_whenTwoPlayersAreMovedToTeams_thenSectionsAndStartRender()
    async throws
  {
    // Given
    let env = TestEnvironment(players: squad)
    let driver = show(
      ConfirmPlayersViewController(
        players: squad, environment: env.environment, gatherDelegate: nil))

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

  @Test func givenGather_whenFiveSecondsPassAtTwoToOne_thenScoresTimerAndTeamsRender()
    async throws
  {
    // Given
    let env = TestEnvironment(players: squad)
    let model = GatherModel(
      gatherId: GatherServiceFake.id(1),
      entries: [
        .init(team: .teamA, player: squad[0]), .init(team: .teamA, player: squad[2]),
        .init(team: .teamB, player: squad[1]), .init(team: .teamB, player: squad[3]),
      ])
    let driver = show(
      GatherViewController(model: model, environment: env.environment, delegate: nil))
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
}
