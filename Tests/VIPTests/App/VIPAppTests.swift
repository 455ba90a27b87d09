import Domain
import Foundation
import TestSupport
import Testing

@testable import VIP

/// A smoke test of VIP's composition root; each scene's roles are tested on their own and the
/// journeys are the acceptance suite's.
@MainActor
@Suite struct VIPAppTests {
  @Test func givenDemoUser_whenTheAppSignsIn_thenThePlayerListSceneHoldsTheSquadInItsDataStore()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let launcher = AppLauncher(makeRoot: VIPApp.makeRoot)

    // When
    let driver = try await launcher.launchOnPlayerList(env)

    // Then: Login's router pushed a scene its configurator wired end to end
    let list = try #require(driver.topViewController as? PlayerListViewController)
    #expect(list.router.dataStore?.players.map(\.name) == ["Ana", "Bruno", "Carla", "Dan"])
    #expect(driver.window.navigationController?.viewControllers.first is LoginViewController)
  }

  @Test func givenDemoUser_whenTheDeclarativeUISignsIn_thenThePathHoldsTheListSceneWithTheSquad()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let launcher = AppLauncher(makeRoot: VIPApp.makeDeclarativeRoot)

    // When
    let driver = try await launcher.launchOnPlayerList(env)

    // Then: Login's router put a scene its configurator wired around a view state on the path
    #expect(driver.window.navigationController?.viewControllers.count == 2)
    #expect(driver.title == "Players")
    #expect(try driver.rows(in: "playerList.table").first?.count == 4)
  }

  @Test func givenGather_whenTheDeclarativeUIGoesBack_thenTheListIsShownAgain() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await AppLauncher(makeRoot: VIPApp.makeDeclarativeRoot).launchOnGather(env)

    // When
    try await driver.goBack()
    try await driver.goBack()

    // Then: the list's `.task` asked for its players again as it reappeared
    #expect(driver.title == "2 selected")
    #expect(driver.window.navigationController?.viewControllers.count == 2)
  }

  @Test
  func givenTheDeclarativeList_whenADetailIsOpenedAndBackIsTapped_thenThePlayersAreNotLoadedAgain()
    async throws
  {
    // Given: SwiftUI runs onAppear and task again when the list is back on top
    let env = TestEnvironment(players: Player.squad)
    let driver = try await AppLauncher(makeRoot: VIPApp.makeDeclarativeRoot).launchOnPlayerList(env)
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    let detail = driver.title

    // When
    try await driver.goBack()

    // Then
    #expect(detail == "Ana")
    #expect(driver.title == "Players")
    #expect(env.players.calls == [.players])
  }
}
