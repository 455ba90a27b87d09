import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// Swipe-to-delete on the Player List, acted out through the driver (SPEC §3.2, "Delete").
@MainActor
@Suite struct PlayerListViewControllerDeleteTests {
  private let table = "playerList.table"

  /// The Player List over `env`, pushed over a plain root screen, its first load finished.
  private func showPlayerList(_ env: TestEnvironment) async -> Driver {
    let driver = ScreenHost.show(PlayerListViewController(environment: env.environment))
    await driver.waitUntilIdle()
    return driver
  }

  @Test func givenListMode_whenRowIsSwiped_thenConfirmationHasDestructiveDeleteAndCancel()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = await showPlayerList(env)

    // When
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)

    // Then
    let alert = try #require(driver.topViewController.presentedAlert)
    #expect(alert.title == "Delete player")
    #expect(alert.message == "Are you sure you want to delete the selected player?")
    #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
    #expect(alert.actions.map(\.style) == [.destructive, .cancel])
    #expect(env.players.calls == [.players])
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

  @Test func givenSelectionMode_whenRowIsSwiped_thenThereIsNoDelete() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = await showPlayerList(env)
    try await driver.tap("playerList.selectButton")

    // When
    let swipe = await #expect(throws: DriverError.self) {
      try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)
    }

    // Then
    #expect(swipe != nil)
    #expect(driver.alert == nil)
    #expect(env.players.calls == [.players])
  }
}
