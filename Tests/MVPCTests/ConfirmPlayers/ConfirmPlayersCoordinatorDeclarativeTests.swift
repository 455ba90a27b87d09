import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// Confirm Players' coordinator driving the declarative UI: Gather goes on the path for the
/// confirmed teams, and its end is passed on.
@MainActor
@Suite struct ConfirmPlayersCoordinatorDeclarativeTests {
  /// Counts the gather ends the coordinator passes on.
  @MainActor
  private final class Ends {
    private(set) var count = 0
    func record() { count += 1 }
  }

  private func makeSUT() async -> (
    sut: ConfirmPlayersCoordinator, host: DeclarativeCoordinatorHost, env: TestEnvironment,
    ends: Ends
  ) {
    let env = TestEnvironment(players: Player.squad)
    let host = DeclarativeCoordinatorHost()
    let ends = Ends()
    let sut = ConfirmPlayersCoordinator(
      stack: .declarative(host.path), environment: env.environment,
      players: Array(Player.squad.prefix(2)), didEndGather: { ends.record() })
    await host.start(sut)
    return (sut, host, env, ends)
  }

  @Test func givenTwoPlayers_whenStarted_thenConfirmIsPushedWithBothOnTheBench() async throws {
    // Given, When
    let (sut, host, _, _) = await makeSUT()

    // Then
    #expect(host.path.destinations.last?.viewState === sut.rootViewState)
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
    #expect(host.screenNames == ["confirmPlayers", "gather"])
    #expect(
      try host.driver.rows(in: "gather.table").map { $0.map(\.text) } == [["Ana"], ["Bruno"]])
  }

  @Test func givenStartedGather_whenItEnds_thenTheEndIsPassedOn() async throws {
    // Given
    let (sut, host, env, ends) = await makeSUT()
    let model = GatherModel.fixture(gatherId: try await env.gathers.createGather())
    sut.didStartGather(model)
    await host.driver.waitUntilIdle()

    // When
    try await host.driver.tap("gather.endButton")
    try await host.driver.tapAlertAction("Yes")

    // Then
    #expect(ends.count == 1)
  }
}
