import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVP

@MainActor
@Suite struct ConfirmPlayersViewControllerTests {
  private func makeSUT() -> (
    sut: ConfirmPlayersViewController, driver: Driver, delegate: GatherPresenterDelegateSpy,
    env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    let delegate = GatherPresenterDelegateSpy()
    let sut = ConfirmPlayersViewController(
      players: Array(Player.squad.prefix(2)), environment: env.environment,
      gatherDelegate: delegate)
    return (sut, ScreenHost.show(sut), delegate, env)
  }

  @Test func givenTwoPlayers_whenShown_thenBothWaitOnTheBenchAndStartIsDisabled() throws {
    // Given, When
    let (_, driver, _, _) = makeSUT()

    // Then
    #expect(driver.title == "Confirm Players")
    #expect(try driver.rows(in: "confirmPlayers.table").map(\.count) == [2, 0, 0])
    #expect(try !driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenStartedGather_whenItsViewAsksForGather_thenGatherIsPushedWithTheDelegate()
    async throws
  {
    // Given
    let (sut, driver, delegate, env) = makeSUT()
    let model = GatherModel.fixture(gatherId: try await env.gathers.createGather())

    // When
    sut.showGather(with: model)
    await driver.waitUntilIdle()
    try await driver.tap("gather.endButton")
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(driver.topViewController is GatherViewController)
    #expect(delegate.endCount == 1)
  }
}
