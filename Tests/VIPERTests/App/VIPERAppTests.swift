import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIPER

/// A smoke test of the assembled app: every module built by the routers, wired end to end.
///
/// Journeys through the screens are the acceptance suite's.
@MainActor
@Suite struct VIPERAppTests {
  private let app = AppLauncher(makeRoot: VIPERApp.makeRoot)

  @Test func givenTheApp_whenLaunched_thenTheLoginModuleIsTheRoot() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)

    // When
    let driver = await app.launch(env)

    // Then
    #expect(driver.window.navigationController?.viewControllers.count == 1)
    #expect(driver.topViewController is LoginViewController)
    #expect(try driver.isOn("login.rememberMe"))
  }

  @Test func givenTheDemoUser_whenAPlayerIsAdded_thenTheListModuleReloadsWithIt() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await app.launchOnPlayerList(env)
    try await driver.tap("playerList.actionButton")
    try await driver.type("Eva", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then: Player Add's module output reached the list's presenter, which loaded again
    #expect(driver.topViewController is PlayerListViewController)
    #expect(
      try driver.rows(in: "playerList.table").first?.map(\.text) == [
        "Ana", "Bruno", "Carla", "Dan", "Eva",
      ])
    #expect(env.players.calls == [.players, .create(PlayerCreate(name: "Eva")), .players])
  }

  @Test func givenAGatherInPlay_whenItEnds_thenTheRoutersPopBackToTheListInListMode()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await app.launchOnGather(env)

    // When
    try await driver.tap("gather.endButton")
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(driver.window.navigationController?.viewControllers.count == 2)
    #expect(driver.title == "Players")
    #expect(try driver.text(of: "playerList.actionButton") == "Add player")
  }
}
