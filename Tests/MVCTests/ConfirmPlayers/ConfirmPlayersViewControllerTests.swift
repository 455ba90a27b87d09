import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

@MainActor
@Suite struct ConfirmPlayersViewControllerTests {
  private let table = "confirmPlayers.table"

  /// Confirm Players of the whole squad at the root of a navigation stack.
  private func makeSUT() -> (
    driver: Driver, gatherDelegate: GatherViewControllerDelegateSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    let gatherDelegate = GatherViewControllerDelegateSpy()
    let screen = ConfirmPlayersViewController(
      players: Player.squad, gatherService: env.gathers, clock: env.clock,
      gatherDelegate: gatherDelegate)
    return (ScreenHost.show(screen, pushed: false), gatherDelegate, env)
  }

  /// Drags Ana to Team A and then Bruno (now first on the bench) to Team B.
  private func makeTeams(_ driver: Driver) async throws {
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1), in: table)
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2), in: table)
  }

  @Test func givenSelectedPlayers_whenScreenIsShown_thenAllOnTheBenchAndStartDisabled() throws {
    // Given
    let (driver, _, _) = makeSUT()

    // When
    let rows = try driver.rows(in: table)

    // Then
    #expect(driver.title == "Confirm Players")
    #expect(try driver.headers(in: table) == ["Bench", "Team A", "Team B"])
    #expect(
      rows == [
        [
          RowSnapshot(text: "Ana", detail: "MID"), RowSnapshot(text: "Bruno", detail: "GK"),
          RowSnapshot(text: "Carla", detail: "-"), RowSnapshot(text: "Dan", detail: "ST"),
        ],
        [], [],
      ])
    #expect(try driver.text(of: "confirmPlayers.startButton") == "Start Gather")
    #expect(try driver.isEnabled("confirmPlayers.startButton") == false)
  }

  @Test func givenBench_whenOnePlayerIsMovedToEachTeam_thenRowsMoveAndStartIsEnabled()
    async throws
  {
    // Given
    let (driver, _, _) = makeSUT()

    // When
    try await makeTeams(driver)

    // Then
    #expect(
      try driver.rows(in: table).map { $0.map(\.text) } == [["Carla", "Dan"], ["Ana"], ["Bruno"]])
    #expect(try driver.isEnabled("confirmPlayers.startButton") == true)
  }

  @Test func givenTwoTeams_whenStartSucceeds_thenGatherIsPushedWithTheTeams() async throws {
    // Given
    let (driver, _, env) = makeSUT()
    try await makeTeams(driver)

    // When
    try await driver.tap("confirmPlayers.startButton")

    // Then
    #expect(driver.topViewController is GatherViewController)
    #expect(driver.title == "Gather in progress")
    #expect(
      try driver.rows(in: "gather.table") == [
        [RowSnapshot(text: "Ana", detail: "MID")], [RowSnapshot(text: "Bruno", detail: "GK")],
      ])
    // The two add-player calls run concurrently, so only the create call has a fixed place.
    let gatherID = GatherServiceFake.id(1)
    #expect(env.gathers.calls.first == .create)
    #expect(env.gathers.calls.count == 3)
    #expect(env.gathers.calls.contains(.addPlayer(playerID: 1, gatherID: gatherID, team: .teamA)))
    #expect(env.gathers.calls.contains(.addPlayer(playerID: 2, gatherID: gatherID, team: .teamB)))
    #expect(driver.isLoading == false)
  }

  @Test func givenAStartedGather_whenGoingBack_thenConfirmPlayersShowsNoLoadingOverlay()
    async throws
  {
    // Given: a gather started from this screen (a mutant that kept the overlay up survived)
    let (driver, _, _) = makeSUT()
    try await makeTeams(driver)
    try await driver.tap("confirmPlayers.startButton")

    // When
    try await driver.goBack()

    // Then
    #expect(driver.topViewController is ConfirmPlayersViewController)
    #expect(driver.isLoading == false)
    #expect(driver.controls.contains { $0.address == "confirmPlayers.startButton" })
  }

  @Test func givenFailingCreate_whenStartIsTapped_thenErrorAlertAndTheScreenStays() async throws {
    // Given
    let (driver, _, env) = makeSUT()
    env.gathers.control.fail(.create, with: .transport)
    try await makeTeams(driver)

    // When
    try await driver.tap("confirmPlayers.startButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Unable to create gather.", actions: ["OK"]))
    #expect(driver.topViewController is ConfirmPlayersViewController)
    #expect(driver.isLoading == false)
  }

  @Test func givenStartedGather_whenItEnds_thenTheDelegateGivenToConfirmPlayersIsTold()
    async throws
  {
    // Given
    let (driver, gatherDelegate, _) = makeSUT()
    try await makeTeams(driver)
    try await driver.tap("confirmPlayers.startButton")

    // When
    try await driver.tap("gather.endButton")
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(gatherDelegate.calls == [.didEndGather])
  }

  @Test func givenCreateHeld_whenStartTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, _, env) = makeSUT()
    let gate = env.gathers.control.suspend(.create)
    try await makeTeams(driver)

    // When
    let tap = Task { try await driver.tap("confirmPlayers.startButton") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    let topDuringCall = driver.topViewController
    gate.open()
    try await tap.value

    // Then
    #expect(loadingDuringCall)
    #expect(topDuringCall is ConfirmPlayersViewController)
    #expect(!driver.isLoading)
    #expect(driver.topViewController is GatherViewController)
  }

  @Test func givenOneAddPlayerFails_whenStartTapped_thenErrorAlertAndGatherIsNotShown()
    async throws
  {
    // Given
    let (driver, _, env) = makeSUT()
    env.gathers.failAdding(playerID: 2)
    try await makeTeams(driver)

    // When
    try await driver.tap("confirmPlayers.startButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Unable to create gather.", actions: ["OK"]))
    #expect(driver.topViewController is ConfirmPlayersViewController)
    #expect(!driver.isLoading)
  }

  @Test func givenEmptyTeams_whenOnlyTeamAGetsAPlayer_thenStartStaysDisabled() async throws {
    // Given
    let (driver, _, _) = makeSUT()

    // When
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1), in: table)

    // Then
    #expect(try driver.rows(in: table).map(\.count) == [3, 1, 0])
    #expect(try !driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenReadyTeams_whenTeamBsLastPlayerGoesBackToTheBench_thenStartIsDisabled()
    async throws
  {
    // Given
    let (driver, _, _) = makeSUT()
    try await makeTeams(driver)

    // When
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 2), to: IndexPath(row: 0, section: 0), in: table)

    // Then
    #expect(
      try driver.rows(in: table).map { $0.map(\.text) } == [
        ["Bruno", "Carla", "Dan"], ["Ana"], [],
      ])
    #expect(try !driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenBench_whenARowMovesWithinIt_thenTheOrderChanges() async throws {
    // Given
    let (driver, _, _) = makeSUT()

    // When
    try await driver.moveRow(
      from: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0), in: table)

    // Then
    #expect(
      try driver.rows(in: table).first?.map(\.text) == ["Dan", "Ana", "Bruno", "Carla"])
    #expect(try !driver.isEnabled("confirmPlayers.startButton"))
  }
}
