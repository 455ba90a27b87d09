import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// The Player List's service calls (`+Networking`): loading and its failures, Retry from the
/// empty view, and the delete once confirmed, with its overlay and its failure (SPEC §3.2).
@MainActor
@Suite struct PlayerListViewControllerNetworkingTests: PlayerListSuite {
  @Test func givenLoadFails_whenListAppears_thenErrorAlertAndInputIsBackOn() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    env.players.control.fail(.players, with: .transport)

    // When
    let driver = await showPlayerList(env)

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error", message: "Could not connect to the server.", actions: ["OK"]))
    try await driver.tapAlertAction("OK")
    try await driver.tap("playerList.actionButton")
    #expect(driver.topViewController is PlayerAddViewController)
  }

  @Test func givenLoadedList_whenReloadFails_thenAlertsAndKeepsTheRows() async throws {
    // Given
    let (driver, env) = await makeSUT()
    try await driver.tap("playerList.actionButton")
    try await driver.type("Eve", into: "playerAdd.name")
    env.players.control.fail(.players, with: .transport)

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(driver.topViewController is PlayerListViewController)
    #expect(driver.alert?.message == "Could not connect to the server.")
    #expect(try driver.rows(in: table).first?.map(\.text) == ["Ana", "Bruno", "Carla", "Dan"])
  }

  @Test func givenNoPlayers_whenListAppearsThenRetryFindsOne_thenEmptyViewGivesWayToTheTable()
    async throws
  {
    // Given
    let (driver, env) = await makeSUT(players: [])
    let emptyShown = try !driver.isHidden("playerList.emptyView")
    let tableHidden = try driver.isHidden(table)
    let selectEnabled = try driver.isEnabled("playerList.selectButton")
    try await env.players.create(PlayerCreate(name: "Eve"))

    // When
    try await driver.tap("playerList.retryButton")

    // Then
    #expect(emptyShown)
    #expect(tableHidden)
    #expect(!selectEnabled)
    #expect(try driver.isHidden("playerList.emptyView"))
    #expect(try driver.rows(in: table).first?.map(\.text) == ["Eve"])
    #expect(try driver.isEnabled("playerList.selectButton"))
  }

  @Test func givenListMode_whenRowIsSwipedAndDeleteConfirmed_thenRowIsRemoved() async throws {
    // Given
    let (driver, env) = await makeSUT()
    try await driver.deleteRow(IndexPath(row: 1, section: 0), in: table)
    let confirmation = driver.alert

    // When
    try await driver.tapAlertAction("Delete")

    // Then
    #expect(
      confirmation
        == AlertSnapshot(
          title: "Delete player", message: "Are you sure you want to delete the selected player?",
          actions: ["Delete", "Cancel"]))
    #expect(try driver.rows(in: table).first?.map(\.text) == ["Ana", "Carla", "Dan"])
    #expect(env.players.calls == [.players, .delete(id: 2)])
    #expect(!driver.isLoading)
    #expect(driver.alert == nil)
  }

  @Test func givenOnePlayer_whenItIsDeleted_thenEmptyViewReplacesTheTableAndSelectIsDisabled()
    async throws
  {
    // Given
    let env = TestEnvironment(players: [Player.fixture(id: 7, name: "Eve")])
    let driver = await showPlayerList(env)
    let selectEnabledBefore = try driver.isEnabled("playerList.selectButton")
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)

    // When
    try await driver.tapAlertAction("Delete")

    // Then
    #expect(selectEnabledBefore)
    #expect(try driver.isEnabled("playerList.selectButton") == false)
    #expect(try driver.isHidden("playerList.emptyView") == false)
    #expect(try driver.isHidden(table) == true)
    #expect(try driver.text(of: "playerList.actionButton") == "Add player")
    #expect(driver.isLoading == false)
    #expect(env.players.calls == [.players, .delete(id: 7)])
  }

  @Test func givenDeleteHeld_whenDeleteConfirmed_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = await showPlayerList(env)
    let gate = env.players.control.suspend(.delete)
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)

    // When
    let confirm = Task { try await driver.tapAlertAction("Delete") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    let rowsDuringCall = try driver.rows(in: table).first?.count
    gate.open()
    try await confirm.value

    // Then
    #expect(loadingDuringCall)
    #expect(rowsDuringCall == 4)
    #expect(!driver.isLoading)
    #expect(try driver.rows(in: table).first?.map(\.text) == ["Bruno", "Carla", "Dan"])
  }

  @Test func givenDeleteFails_whenDeleteConfirmed_thenErrorAlertAndTheRowStays() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = await showPlayerList(env)
    env.players.control.fail(.delete, with: .notFound)
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)

    // When
    try await driver.tapAlertAction("Delete")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "The item no longer exists.", actions: ["OK"]))
    #expect(!driver.isLoading)
    #expect(try driver.rows(in: table).first?.count == 4)
  }
}
