@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// Confirm Players' declarative screen over its view state and presenter: the bench, and each
/// dragged row and Start Gather reaching the presenter.
@MainActor
@Suite struct ConfirmPlayersScreenTests {
  private func makeSUT() async -> PathCoordinatorHost {
    let host = PathCoordinatorHost(environment: TestEnvironment(players: Player.squad).environment)
    await host.start { $0.didConfirmPlayers(Array(Player.squad.prefix(2))) }
    return host
  }

  @Test func givenTwoPlayers_whenShown_thenBothWaitOnTheBenchAndStartIsDisabled() async throws {
    // Given, When
    let host = await makeSUT()

    // Then
    #expect(host.driver.title == "Confirm Players")
    #expect(try host.driver.rows(in: "confirmPlayers.table").map(\.count) == [2, 0, 0])
    #expect(try !host.driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenBench_whenARowIsDraggedToTeamA_thenPresenterGetsBothPlaces() async throws {
    // Given
    let host = await makeSUT()

    // When
    try await host.driver.moveRow(
      from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1),
      in: "confirmPlayers.table")

    // Then
    #expect(try host.driver.rows(in: "confirmPlayers.table").map(\.count) == [1, 1, 0])
    #expect(try !host.driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenStartEnabled_whenStartTapped_thenPresenterIsAskedToStart() async throws {
    // Given
    let host = await makeSUT()
    for team in [1, 2] {
      try await host.driver.moveRow(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: team),
        in: "confirmPlayers.table")
    }

    // When
    try await host.driver.tap("confirmPlayers.startButton")

    // Then
    #expect(host.screenNames == ["confirmPlayers", "gather"])
  }
}
