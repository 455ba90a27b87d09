import Domain
import Foundation
import MVC
import TestSupport
import Testing
import ViewKit

@MainActor
@Suite struct MVCEntryRenderingTests {
  @Test func givenLogin_whenUsernameAndPasswordAreTyped_thenPasswordIsMasked() async throws {
    // Given
    let driver = await MVCAppHarness.launch(TestEnvironment())

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

  @Test func givenPlayerList_whenTwoPlayersAreTickedInSelectionMode_thenTitleAndBoxesShow()
    async throws
  {
    // Given
    let driver = try await MVCAppHarness.launchOnPlayerList(TestEnvironment(players: Player.squad))

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

  @Test func givenNoPlayers_whenPlayerListAppears_thenEmptyViewShows() async throws {
    // Given
    let env = TestEnvironment(players: [])

    // When
    let driver = try await MVCAppHarness.launchOnPlayerList(env)

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

  @Test func givenPlayerAdd_whenNameIsTyped_thenDoneIsEnabled() async throws {
    // Given
    let driver = try await MVCAppHarness.launchOnPlayerList(TestEnvironment(players: Player.squad))
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
