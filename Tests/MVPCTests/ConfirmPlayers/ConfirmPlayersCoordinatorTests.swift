import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct ConfirmPlayersCoordinatorTests {
  /// Counts the gather ends the coordinator passes on.
  @MainActor
  private final class Ends {
    private(set) var count = 0
    func record() { count += 1 }
  }

  private func makeSUT() async -> (
    sut: ConfirmPlayersCoordinator, host: CoordinatorHost, env: TestEnvironment, ends: Ends
  ) {
    let env = TestEnvironment(players: Player.squad)
    let host = CoordinatorHost()
    let ends = Ends()
    let sut = ConfirmPlayersCoordinator(
      navigationController: host.navigationController, environment: env.environment,
      players: Array(Player.squad.prefix(2)), didEndGather: { ends.record() })
    await host.start(sut)
    return (sut, host, env, ends)
  }

  @Test func givenTwoPlayers_whenStarted_thenConfirmIsPushedWithBothOnTheBench() async throws {
    // Given, When
    let (sut, host, _, _) = await makeSUT()

    // Then
    #expect(host.driver.topViewController === sut.rootViewController)
    #expect(try host.driver.rows(in: "confirmPlayers.table").map(\.count) == [2, 0, 0])
  }

  @Test func givenReadyTeams_whenStartTapped_thenGatherIsStartedForTheseTeams() async throws {
    // Given
    let (sut, host, _, _) = await makeSUT()
    try await host.driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1),
      in: "confirmPlayers.table")
    try await host.driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2),
      in: "confirmPlayers.table")

    // When
    try await host.driver.tap("confirmPlayers.startButton")

    // Then
    #expect(sut.childCoordinators.first is GatherCoordinator)
    #expect(host.driver.topViewController is GatherViewController)
    #expect(
      try host.driver.rows(in: "gather.table").map { $0.map(\.text) } == [["Ana"], ["Bruno"]])
  }

  @Test func givenStartedGather_whenItEnds_thenTheEndIsPassedOn() async throws {
    // Given
    let (sut, host, env, ends) = await makeSUT()
    let model = GatherModel.fixture(gatherId: try await env.gathers.createGather())
    sut.didStartGather(model)

    // When
    try await host.driver.tap("gather.endButton")
    try await host.driver.tapAlertAction("Yes")

    // Then
    #expect(ends.count == 1)
  }
}
