import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct PlayerListRouterTests {
  /// A router whose screen is the root of a window, so pushes can be read through a driver.
  private func makeSUT(env: TestEnvironment = TestEnvironment(players: Player.squad)) -> (
    router: PlayerListRouter, driver: Driver
  ) {
    let router = PlayerListRouter(environment: env.environment)
    let screen = ViewController()
    router.viewController = screen
    return (router, ScreenHost.show(screen, pushed: false))
  }

  @Test func givenASquad_whenTheModuleIsCreatedAndShown_thenItsPlayersLoadAndShow() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)

    // When
    let driver = ScreenHost.show(PlayerListRouter.createModule(environment: env.environment))
    await driver.waitUntilIdle()

    // Then
    #expect(
      try driver.rows(in: "playerList.table").first?.map(\.text) == [
        "Ana", "Bruno", "Carla", "Dan",
      ])
    #expect(env.players.calls == [.players])
  }

  @Test func givenTappedRow_whenRoutedToPlayerDetail_thenDetailGetsThatPlayerAndIsPushed() {
    // Given
    let (router, driver) = makeSUT()
    let output = PlayerDetailModuleOutputSpy()

    // When
    router.showPlayerDetail(for: Player.squad[1], output: output)

    // Then
    #expect(driver.topViewController is PlayerDetailViewController)
    #expect(driver.title == "Bruno")
  }

  @Test func givenListScreen_whenRoutedToPlayerAdd_thenPlayerAddIsPushed() {
    // Given
    let (router, driver) = makeSUT()

    // When
    router.showPlayerAdd(output: PlayerAddModuleOutputSpy())

    // Then
    #expect(driver.topViewController is PlayerAddViewController)
    #expect(driver.title == "Add Player")
  }

  @Test func givenTwoTicked_whenRoutedToConfirmPlayers_thenTheyAreOnTheBenchInListOrder() throws {
    // Given
    let (router, driver) = makeSUT()

    // When
    router.showConfirmPlayers(
      with: [Player.squad[0], Player.squad[3]], output: GatherModuleOutputSpy())

    // Then
    #expect(driver.topViewController is ConfirmPlayersViewController)
    #expect(
      try driver.rows(in: "confirmPlayers.table").map { $0.map(\.text) } == [
        ["Ana", "Dan"], [], [],
      ])
  }
}
