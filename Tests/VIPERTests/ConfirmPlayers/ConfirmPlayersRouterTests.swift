import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct ConfirmPlayersRouterTests {
  @Test func givenSelectedPlayers_whenTheModuleIsCreatedAndShown_thenTheyAreOnTheBench() throws {
    // Given
    let env = TestEnvironment()

    // When
    let driver = ScreenHost.show(
      ConfirmPlayersRouter.createModule(
        players: [Player.squad[1], Player.squad[2]], gatherOutput: nil,
        environment: env.environment))

    // Then
    #expect(driver.title == "Confirm Players")
    #expect(try driver.headers(in: "confirmPlayers.table") == ["Bench", "Team A", "Team B"])
    #expect(
      try driver.rows(in: "confirmPlayers.table").first?.map(\.detail) == ["GK", "-"])
    #expect(try !driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenStartedGather_whenItEnds_thenTheOutputGivenToConfirmPlayersIsTold()
    async throws
  {
    // Given: Gather pushed by this router, with the output handed at assembly
    let env = TestEnvironment()
    let gatherID = try await env.gathers.createGather()
    let output = GatherModuleOutputSpy()
    let router = ConfirmPlayersRouter(gatherOutput: output, environment: env.environment)
    let screen = ViewController()
    router.viewController = screen
    let driver = ScreenHost.show(screen, pushed: false)
    router.showGather(
      with: GatherModel.fixture(gatherId: gatherID)
    )

    // When
    try await driver.tap("gather.endButton")
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(output.calls == [.gatherDidEnd])
    #expect(
      env.gathers.calls.last == .end(gatherID: gatherID, result: GatherResult(teamA: 0, teamB: 0)))
  }

  @Test func givenStartedGather_whenRoutedToGather_thenGatherGetsItAndIsPushed() throws {
    // Given
    let env = TestEnvironment()
    let router = ConfirmPlayersRouter(gatherOutput: nil, environment: env.environment)
    let screen = ViewController()
    router.viewController = screen
    let driver = ScreenHost.show(screen, pushed: false)

    // When
    router.showGather(with: GatherModel.fixture())

    // Then
    #expect(driver.topViewController is GatherViewController)
    #expect(
      try driver.rows(in: "gather.table").map { $0.map(\.text) } == [["Ana", "Carla"], ["Bruno"]])
  }
}
