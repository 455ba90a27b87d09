import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// The Player List's controller: its binding to its own view model, and its navigation.
///
/// The view model is the screen's own, over the fake service: rows, title, buttons
/// and alerts follow its outputs, taps, swipes and Retry reach it, and its routes are pushed.
@MainActor
@Suite struct PlayerListViewControllerTests {
  private let table = "playerList.table"

  /// The screen over the fake service, shown until its own load is done.
  private func makeSUT(players: [Player] = Player.squad) async -> (
    driver: Driver, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: players)
    let driver = ScreenHost.show(PlayerListViewController(environment: env.environment))
    await driver.waitUntilIdle()
    return (driver, env)
  }

  @Test func givenLoadedPlayers_whenScreenIsShown_thenTableAndButtonsShowTheOutputs() async throws {
    // When
    let (driver, env) = await makeSUT(players: Array(Player.squad.prefix(3)))

    // Then
    #expect(
      try driver.rows(in: table) == RowSnapshot.playerListFirstRender)
    #expect(driver.title == "Players")
    #expect(try driver.isEnabled("playerList.selectButton"))
    #expect(try driver.text(of: "playerList.actionButton") == "Add player")
    #expect(try driver.isHidden("playerList.emptyView"))
    #expect(env.players.calls == [.players])
  }

  @Test func givenListMode_whenRowIsTapped_thenTheViewModelAsksForThatPlayersDetail()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT()

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: table)

    // Then
    #expect(driver.title == "Bruno")
  }

  @Test func givenSelectTapped_whenTwoRowsAreTickedAndConfirmed_thenCheckboxesTitleAndAction()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT()
    try await driver.tap("playerList.selectButton")

    // When
    try await driver.selectRow(IndexPath(row: 3, section: 0), in: table)
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
    let title = driver.title
    let selectButton = try driver.text(of: "playerList.selectButton")
    let checkboxes = try driver.rows(in: table).first?.map(\.checkbox)
    try await driver.tap("playerList.actionButton")

    // Then: Confirm Players is pushed with the ticked players in list order
    #expect(title == "2 selected")
    #expect(selectButton == "Cancel")
    #expect(checkboxes == [.checked, .unchecked, .unchecked, .checked])
    #expect(driver.title == "Confirm Players")
    #expect(try driver.rows(in: "confirmPlayers.table").first?.map(\.text) == ["Ana", "Dan"])
  }

  @Test func givenListMode_whenAddPlayerTapped_thenTheViewModelAsksForPlayerAdd() async throws {
    // Given
    let (driver, _) = await makeSUT()

    // When
    try await driver.tap("playerList.actionButton")

    // Then
    #expect(driver.title == "Add Player")
  }

  @Test func givenSwipedRow_whenDeleteIsConfirmed_thenTheViewModelDeletesAndTheRowGoes()
    async throws
  {
    // Given
    let (driver, env) = await makeSUT()
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)
    let confirmation = driver.alert

    // When
    try await driver.tapAlertAction("Delete")

    // Then
    #expect(confirmation?.actions == ["Delete", "Cancel"])
    #expect(try driver.rows(in: table).first?.map(\.text) == ["Bruno", "Carla", "Dan"])
    #expect(env.players.calls == [.players, .delete(id: 1)])
  }

  @Test func givenSwipedRow_whenDeleteIsCancelled_thenNothingIsDeleted() async throws {
    // Given
    let (driver, env) = await makeSUT()
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)

    // When
    try await driver.tapAlertAction("Cancel")

    // Then
    #expect(try driver.rows(in: table).first?.count == 4)
    #expect(env.players.calls == [.players])
  }

  @Test func givenNoPlayers_whenRetryTapped_thenEmptyViewFollowsTheOutputAndTheListReloads()
    async throws
  {
    // Given
    let (driver, env) = await makeSUT(players: [])
    let emptyShownAtFirst = try !driver.isHidden("playerList.emptyView")
    try await env.players.create(PlayerCreate(name: "Eve"))

    // When
    try await driver.tap("playerList.retryButton")

    // Then
    #expect(emptyShownAtFirst)
    #expect(try driver.isHidden("playerList.emptyView"))
    #expect(try !driver.isHidden(table))
    #expect(env.players.calls == [.players, .create(PlayerCreate(name: "Eve")), .players])
  }

  @Test func givenAFailedLoad_whenScreenIsShown_thenTheViewModelsErrorIsPresented() async {
    // Given
    let env = TestEnvironment(players: Player.squad)
    env.players.control.fail(.players, with: .unauthorized)

    // When
    let driver = ScreenHost.show(PlayerListViewController(environment: env.environment))
    await driver.waitUntilIdle()

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error", message: "Your session has expired. Please log in again.",
          actions: ["OK"]))
  }

  @Test func givenDeleteInFlight_whenDeleteConfirmed_thenLoadingIsShownUntilTheAnswer()
    async throws
  {
    // Given
    let (driver, env) = await makeSUT()
    let gate = env.players.control.suspend(.delete)
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)

    // When
    let tap = Task { try await driver.tapAlertAction("Delete") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    gate.open()
    try await tap.value

    // Then
    #expect(loadingDuringCall)
    #expect(!driver.isLoading)
    #expect(env.players.calls == [.players, .delete(id: 1)])
  }
}
