@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVP

/// Confirm Players' declarative screen over its view state and presenter: the bench, each
/// dragged row reaching the presenter, and Start Gather leading to Gather.
@MainActor
@Suite struct ConfirmPlayersScreenTests {
  private func makeSUT() async -> (
    driver: Driver, router: ScreenRouter, delegate: GatherPresenterDelegateSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    let router = ScreenRouter(environment: env.environment)
    let delegate = GatherPresenterDelegateSpy()
    router.showConfirmPlayers(with: Array(Player.squad.prefix(2)), gatherDelegate: delegate)
    let driver = showStack(router)
    await driver.waitUntilIdle()
    return (driver, router, delegate, env)
  }

  @Test func givenTwoPlayers_whenShown_thenBothWaitOnTheBenchAndStartIsDisabled() async throws {
    // Given, When
    let (driver, _, _, _) = await makeSUT()

    // Then
    #expect(driver.title == "Confirm Players")
    #expect(try driver.rows(in: "confirmPlayers.table").map(\.count) == [2, 0, 0])
    #expect(try !driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenBench_whenARowIsDraggedToTeamA_thenPresenterGetsBothPlaces() async throws {
    // Given
    let (driver, _, _, _) = await makeSUT()

    // When
    try await driver.moveRow(
      from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1),
      in: "confirmPlayers.table")

    // Then
    #expect(try driver.rows(in: "confirmPlayers.table").map(\.count) == [1, 1, 0])
    #expect(try !driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenStartedGather_whenItsViewAsksForGather_thenGatherIsPushedWithTheDelegate()
    async throws
  {
    // Given
    let (driver, router, delegate, _) = await makeSUT()
    for row in [1, 0] {
      try await driver.moveRow(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: row + 1),
        in: "confirmPlayers.table")
    }

    // When
    try await driver.tap("confirmPlayers.startButton")
    try await driver.tap("gather.endButton")
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(router.screenNames == ["confirmPlayers", "gather"])
    #expect(delegate.endCount == 1)
  }
}
