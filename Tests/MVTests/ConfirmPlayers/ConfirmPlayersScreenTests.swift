import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MV

@MainActor
@Suite struct ConfirmPlayersScreenTests {
  private let table = "confirmPlayers.table"

  /// Confirm Players with the whole squad on the bench, over the loaded list.
  private func makeSUT() async -> (driver: Driver, host: AppHost) {
    let host = AppHost(TestEnvironment(players: Player.squad))
    return (await host.show([.playerList, .confirmPlayers(Player.squad)]), host)
  }

  /// Drags Ana to Team A and then Bruno (now first on the bench) to Team B.
  private func makeTeams(_ driver: Driver) async throws {
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1), in: table)
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2), in: table)
  }

  @Test func givenSelectedPlayers_whenScreenIsShown_thenAllOnTheBenchAndStartDisabled()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT()

    // When
    let rows = try driver.rows(in: table)

    // Then
    #expect(driver.title == "Confirm Players")
    #expect(try driver.headers(in: table) == ["Bench", "Team A", "Team B"])
    #expect(rows.map { $0.map(\.text) } == [["Ana", "Bruno", "Carla", "Dan"], [], []])
    #expect(rows.first?.map(\.detail) == ["MID", "GK", "-", "ST"])
    #expect(try !driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenBench_whenOnePlayerIsMovedToEachTeam_thenRowsMoveAndStartIsEnabled()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT()

    // When
    try await makeTeams(driver)

    // Then
    #expect(
      try driver.rows(in: table).map { $0.map(\.text) } == [["Carla", "Dan"], ["Ana"], ["Bruno"]])
    #expect(try driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenEmptyTeams_whenOnlyTeamAGetsAPlayer_thenStartStaysDisabled() async throws {
    // Given
    let (driver, _) = await makeSUT()

    // When
    try await driver.moveRow(
      from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1), in: table)

    // Then
    #expect(try driver.rows(in: table)[1].map(\.text) == ["Bruno"])
    #expect(try !driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenReadyTeams_whenTeamBsLastPlayerGoesBackToTheBench_thenStartIsDisabled()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT()
    try await makeTeams(driver)

    // When
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 2), to: IndexPath(row: 2, section: 0), in: table)

    // Then
    #expect(try driver.rows(in: table).first?.map(\.text) == ["Carla", "Dan", "Bruno"])
    #expect(try !driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenBench_whenARowMovesWithinIt_thenTheOrderChanges() async throws {
    // Given
    let (driver, _) = await makeSUT()

    // When
    try await driver.moveRow(
      from: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0), in: table)

    // Then
    #expect(try driver.rows(in: table).first?.map(\.text) == ["Dan", "Ana", "Bruno", "Carla"])
  }

  @Test func givenTwoTeams_whenStartSucceeds_thenGatherIsPushedWithTheTeams() async throws {
    // Given
    let (driver, host) = await makeSUT()
    try await makeTeams(driver)

    // When
    try await driver.tap("confirmPlayers.startButton")

    // Then
    let id = GatherServiceFake.id(1)
    #expect(driver.isShowing(GatherScreen.self))
    #expect(try driver.rows(in: "gather.table").map { $0.map(\.text) } == [["Ana"], ["Bruno"]])
    #expect(host.match.gather?.gatherId == id)
    #expect(host.env.gathers.calls.first == .create)
    #expect(host.env.gathers.calls.contains(.addPlayer(playerID: 1, gatherID: id, team: .teamA)))
    #expect(host.env.gathers.calls.contains(.addPlayer(playerID: 2, gatherID: id, team: .teamB)))
    #expect(host.env.gathers.calls.count == 3)
  }

  @Test func givenCreateHeld_whenStartTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, host) = await makeSUT()
    try await makeTeams(driver)
    let gate = host.env.gathers.control.suspend(.create)

    // When
    let tap = Task { try await driver.tap("confirmPlayers.startButton") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    gate.open()
    try await tap.value

    // Then
    #expect(loadingDuringCall)
    #expect(!driver.isLoading)
  }

  @Test func givenFailingCreate_whenStartIsTapped_thenErrorAlertAndTheScreenStays() async throws {
    // Given
    let (driver, host) = await makeSUT()
    try await makeTeams(driver)
    host.env.gathers.control.fail(.create, with: .transport)

    // When
    try await driver.tap("confirmPlayers.startButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Unable to create gather.", actions: ["OK"]))
    #expect(!driver.isLoading)
    #expect(driver.isShowing(ConfirmPlayersScreen.self))
    try await driver.tapAlertAction("OK")
    #expect(driver.alert == nil)
  }

  @Test func givenOneAddPlayerFails_whenStartTapped_thenErrorAlertAndGatherIsNotShown()
    async throws
  {
    // Given
    let (driver, host) = await makeSUT()
    try await makeTeams(driver)
    host.env.gathers.failAdding(playerID: 2)

    // When
    try await driver.tap("confirmPlayers.startButton")

    // Then
    #expect(driver.alert?.message == "Unable to create gather.")
    #expect(driver.isShowing(ConfirmPlayersScreen.self))
    #expect(host.match.gather == nil)
  }

  @Test func givenAStartedGather_whenGoingBack_thenConfirmPlayersShowsTheTeamsWithoutOverlay()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT()
    try await makeTeams(driver)
    try await driver.tap("confirmPlayers.startButton")

    // When
    try await driver.goBack()

    // Then
    #expect(driver.isShowing(ConfirmPlayersScreen.self))
    #expect(!driver.isLoading)
    #expect(
      try driver.rows(in: table).map { $0.map(\.text) } == [["Carla", "Dan"], ["Ana"], ["Bruno"]])
  }
}
