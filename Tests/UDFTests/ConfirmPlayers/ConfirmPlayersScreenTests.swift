@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// Confirm Players' declarative screen: the team table, Start's state, overlay and alert it
/// renders, and the moves and taps it sends.
@MainActor
@Suite struct ConfirmPlayersScreenTests {
  private let table = "confirmPlayers.table"
  private let env = TestEnvironment(players: Player.squad)

  /// Confirm Players of the whole squad over the real feature on the fakes.
  private func showFeature() -> Driver {
    let store = Store(
      initialState: .init(players: Player.squad),
      reducer: ConfirmPlayersFeature()
    ) { $0.gatherService = env.gathers }
    return showScreen(ConfirmPlayersScreen(store: store))
  }

  /// Drags Ana to Team A and then Bruno (now first on the bench) to Team B.
  private func makeTeams(_ driver: Driver) async throws {
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1), in: table)
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2), in: table)
  }

  @Test func givenSelectedPlayers_whenScreenIsShown_thenAllOnTheBenchAndStartDisabled() throws {
    // When
    let driver = showFeature()

    // Then
    #expect(driver.title == "Confirm Players")
    #expect(try driver.headers(in: table) == ["Bench", "Team A", "Team B"])
    #expect(
      try driver.rows(in: table) == [
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
    let driver = showFeature()

    // When
    try await makeTeams(driver)

    // Then
    #expect(
      try driver.rows(in: table).map { $0.map(\.text) } == [["Carla", "Dan"], ["Ana"], ["Bruno"]])
    #expect(try driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenBench_whenRowsAreDraggedToBothTeamsAndStartTapped_thenMovesAndStartAreSent()
    async throws
  {
    // Given: a recorder that lets Start be enabled
    let recorder = RecordingReducer<ConfirmPlayersFeature.State, ConfirmPlayersFeature.Action> {
      state, action in
      if case .rowMoved(let from, let to) = action { state.teams.move(from: from, to: to) }
      return .none
    }
    let store = Store(initialState: .init(players: Player.squad), reducer: recorder)
    let driver = showScreen(ConfirmPlayersScreen(store: store))

    // When
    try await makeTeams(driver)
    try await driver.tap("confirmPlayers.startButton")

    // Then
    let bench = TeamAssignment.Slot(section: .bench, index: 0)
    #expect(
      recorder.actions == [
        .rowMoved(from: bench, to: .init(section: .teamA, index: 0)),
        .rowMoved(from: bench, to: .init(section: .teamB, index: 0)),
        .startTapped,
      ])
  }

  @Test func givenCreateHeld_whenStartTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let gate = env.gathers.control.suspend(.create)
    let driver = showFeature()
    try await makeTeams(driver)

    // When
    let start = Task { try await driver.tap("confirmPlayers.startButton") }
    await gate.waitForArrival()
    let loadingWhileHeld = driver.isLoading
    gate.open()
    try await start.value

    // Then
    #expect(loadingWhileHeld)
    #expect(driver.isLoading == false)
    #expect(env.gathers.storedGathers.count == 1)
  }

  @Test func givenFailingCreate_whenStartIsTapped_thenErrorAlertAndTheScreenStays() async throws {
    // Given
    env.gathers.control.fail(.create, with: .transport)
    let driver = showFeature()
    try await makeTeams(driver)

    // When
    try await driver.tap("confirmPlayers.startButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Unable to create gather.", actions: ["OK"]))
    #expect(driver.topViewController is HostingController<ConfirmPlayersScreen>)
    try await driver.tapAlertAction("OK")
    #expect(driver.alert == nil)
    #expect(try driver.isEnabled("confirmPlayers.startButton"))
  }
}
