import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// The binding of Confirm Players' controller to its own view model, and the Gather it pushes.
@MainActor
@Suite struct ConfirmPlayersViewControllerTests {
  private let table = "confirmPlayers.table"

  private func makeSUT() -> (driver: Driver, ends: GatherEndSpy, env: TestEnvironment) {
    let env = TestEnvironment(players: Player.squad)
    let ends = GatherEndSpy()
    let screen = ConfirmPlayersViewController(
      players: Array(Player.squad.prefix(3)), environment: env.environment,
      gatherEnded: ends.record)
    return (ScreenHost.show(screen), ends, env)
  }

  @Test func givenThreeOnTheBench_whenScreenIsShown_thenSectionsAndStartFollowTheViewModel()
    throws
  {
    // When
    let (driver, _, _) = makeSUT()

    // Then
    #expect(driver.title == "Confirm Players")
    #expect(try driver.headers(in: table) == ["Bench", "Team A", "Team B"])
    #expect(
      try driver.rows(in: table).map { $0.map(\.detail) } == [["MID", "GK", "-"], [], []])
    #expect(try !driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenBench_whenRowsAreDraggedToBothTeams_thenTheMovesReachTheViewModel()
    async throws
  {
    // Given
    let (driver, _, _) = makeSUT()

    // When
    try await driver.moveRow(
      from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 1), in: table)
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2), in: table)

    // Then
    #expect(try driver.rows(in: table).map { $0.map(\.text) } == [["Bruno"], ["Carla"], ["Ana"]])
    #expect(try driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenTwoTeams_whenStartTapped_thenTheViewModelStartsAndAsksForGather() async throws {
    // Given
    let (driver, _, env) = makeSUT()
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1), in: table)
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2), in: table)
    let gate = env.gathers.control.suspend(.create)

    // When
    let tap = Task { try await driver.tap("confirmPlayers.startButton") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    gate.open()
    try await tap.value

    // Then
    #expect(loadingDuringCall)
    #expect(!driver.isLoading)
    #expect(driver.title == "Gather in progress")
    #expect(try driver.rows(in: "gather.table").map { $0.map(\.text) } == [["Ana"], ["Bruno"]])
  }

  @Test func givenFailingCreate_whenStartTapped_thenTheViewModelsAlertIsPresented() async throws {
    // Given
    let (driver, _, env) = makeSUT()
    env.gathers.control.fail(.create, with: .transport)
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1), in: table)
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2), in: table)

    // When
    try await driver.tap("confirmPlayers.startButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Unable to create gather.", actions: ["OK"]))
    #expect(driver.title == "Confirm Players")
  }
}
