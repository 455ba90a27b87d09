import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

/// The rendered text of Login, Player List and Player Add after a typical action, exactly as
/// the closing note shows it (width 60), on every architecture.
@MainActor
@Suite struct EntryRenderingTests {
  @Test(arguments: Architecture.all)
  func givenLogin_whenUsernameAndPasswordAreTyped_thenPasswordIsMasked(
    architecture: Architecture
  ) async throws {
    // Given
    let driver = await architecture.app.launch(TestEnvironment())

    // When
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")

    // Then: the blank first line is Login's navigation bar, which has no title
    #expect(
      driver.render(width: 60) == """

        ------------------------------------------------------------
        [demo________________]
        [••••••______________]
        [Login]
        Remember Me  (ON)
        Don't have an account?
        [Register]
        """)
  }

  @Test(arguments: Architecture.all)
  func givenPlayerList_whenTwoPlayersAreTickedInSelectionMode_thenTitleAndBoxesShow(
    architecture: Architecture
  ) async throws {
    // Given
    let driver = try await architecture.app.launchOnPlayerList(
      TestEnvironment(players: Player.squad))

    // When
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    try await driver.selectRow(IndexPath(row: 3, section: 0), in: "playerList.table")

    // Then
    #expect(
      driver.render(width: 60) == """
        < Back                   2 selected                 [Cancel]
        ------------------------------------------------------------
        [x] Ana                                                    >
              Position: midfielder
              Skill: professional
        [ ] Bruno                                                  >
              Position: goalkeeper
              Skill: amateur
        [ ] Carla                                                  >
              Position: -
              Skill: -
        [x] Dan                                                    >
              Position: striker
              Skill: beginner
        [Confirm players]
        """)
  }

  @Test(arguments: Architecture.all)
  func givenNoPlayers_whenPlayerListAppears_thenEmptyViewShows(architecture: Architecture)
    async throws
  {
    // Given
    let env = TestEnvironment(players: [])

    // When
    let driver = try await architecture.app.launchOnPlayerList(env)

    // Then
    #expect(
      driver.render(width: 60) == """
        < Back                    Players        [Select (disabled)]
        ------------------------------------------------------------
        There aren't any players for your user.
        [Retry]
        [Add player]
        """)
  }

  @Test(arguments: Architecture.all)
  func givenPlayerAdd_whenNameIsTyped_thenDoneIsEnabled(architecture: Architecture) async throws {
    // Given
    let driver = try await architecture.app.launchOnPlayerList(
      TestEnvironment(players: Player.squad))
    try await driver.tap("playerList.actionButton")

    // When
    try await driver.type("Eve", into: "playerAdd.name")

    // Then
    #expect(
      driver.render(width: 60) == """
        < Back                   Add Player                   [Done]
        ------------------------------------------------------------
        [Eve_________________]
        """)
  }
}
