@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import MV

/// The root `NavigationStack`: the stack follows the `Navigator`'s path and a user's Back
/// shortens the path.
@MainActor
@Suite struct AppScreenTests {
  @Test func givenAPathOfEveryKindOfScreen_whenTheAppIsMade_thenEachGetsItsScreen() async throws {
    // Given
    let host = AppHost()
    try await host.startGather()
    let player = Player.squad[0]

    // When
    let driver = await host.show([
      .playerList, .playerDetail(player), .playerEdit(player, .name), .playerAdd,
      .confirmPlayers([player]), .gather,
    ])

    // Then: each host shows its element's screen, as its title says
    let stack = (driver.window.rootViewController as? NavigationController)?.viewControllers
    #expect(
      stack?.map(\.runtimeName)
        == ["HostingController<AppScreen>"]
        + Array(repeating: "HostingController<AppDestination>", count: 6))
    #expect(
      stack?.map(\.title)
        == [
          LoginTexts.title, PlayerListTexts.title, "Ana", PlayerField.name.title,
          PlayerAddTexts.title, ConfirmPlayersTexts.title, GatherTexts.title,
        ])
  }

  @Test func givenPushedDetail_whenTheUserTapsBack_thenThePathLosesItsLastScreen() async throws {
    // Given
    let host = AppHost()
    let driver = await host.show([.playerList, .playerDetail(Player.squad[0])])

    // When
    try await driver.goBack()

    // Then
    #expect(host.navigator.path == [.playerList])
    #expect(driver.isShowing(PlayerListScreen.self))
  }

  @Test func givenThreePushedScreens_whenThePathReturnsToTheList_thenTheStackFollows()
    async throws
  {
    // Given
    let host = AppHost()
    let player = Player.squad[0]
    let driver = await host.show([.playerList, .playerDetail(player), .playerEdit(player, .age)])

    // When
    host.navigator.returnToPlayerList()
    await driver.waitUntilIdle()

    // Then
    #expect(driver.stackCount == 2)
    #expect(driver.isShowing(PlayerListScreen.self))
  }

  @Test func givenAPushedList_whenThePathIsEmptied_thenLoginIsShownAgain() async throws {
    // Given
    let host = AppHost()
    let driver = await host.show([.playerList])

    // When
    host.navigator.path = []
    await driver.waitUntilIdle()

    // Then
    #expect(driver.stackCount == 1)
    #expect(driver.element("login.loginButton") != nil)
  }

  @Test func givenAPushedList_whenAModelChanges_thenTheSameScreenStaysOnTop() async throws {
    // Given
    let host = AppHost()
    let driver = await host.show([.playerList])
    let list = driver.topViewController

    // When
    try await host.squad.update(Player(id: 1, name: "Anabela"))
    await driver.waitUntilIdle()

    // Then
    #expect(driver.topViewController === list)
    #expect(try driver.rows(in: "playerList.table").first?.first?.text == "Anabela")
  }
}
