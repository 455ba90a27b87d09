import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// Player List's two modes, the bottom button and the first load's failure (SPEC §3.2).
@MainActor
@Suite struct PlayerListViewControllerModeTests {
  private let table = "playerList.table"

  /// The Player List over `env`, pushed over a plain root screen, its first load finished.
  private func showPlayerList(_ env: TestEnvironment) async -> Driver {
    let driver = ScreenHost.show(PlayerListViewController(environment: env.environment))
    await driver.waitUntilIdle()
    return driver
  }

  /// The Player List of the squad.
  private func makeSUT() async -> (driver: Driver, env: TestEnvironment) {
    let env = TestEnvironment(players: Player.squad)
    let driver = await showPlayerList(env)
    return (driver, env)
  }

  @Test func givenTickedRow_whenTappedAgain_thenUntickedAndTitleIsPlayers() async throws {
    // Given
    let (driver, _) = await makeSUT()
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: table)
    let titleWithOne = driver.title

    // When
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: table)

    // Then
    #expect(titleWithOne == "1 selected")
    #expect(driver.title == "Players")
    #expect(try driver.rows(in: table).first?.allSatisfy { $0.checkbox == .unchecked } == true)
    #expect(try !driver.isEnabled("playerList.actionButton"))
  }

  @Test func givenTickedRows_whenCancelTapped_thenListModeWithSelectionCleared() async throws {
    // Given
    let (driver, _) = await makeSUT()
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: table)

    // When
    try await driver.tap("playerList.selectButton")
    try await driver.tap("playerList.selectButton")

    // Then: back in selection mode, nobody is ticked any more
    #expect(driver.title == "Players")
    #expect(try driver.rows(in: table).first?.allSatisfy { $0.checkbox == .unchecked } == true)
    #expect(try driver.text(of: "playerList.actionButton") == "Confirm players")
    #expect(try !driver.isEnabled("playerList.actionButton"))
  }

  @Test func givenListMode_whenActionButtonTapped_thenShowsPlayerAdd() async throws {
    // Given
    let (driver, _) = await makeSUT()

    // When
    try await driver.tap("playerList.actionButton")

    // Then
    #expect(driver.topViewController is PlayerAddViewController)
    #expect(driver.title == "Add Player")
  }

  @Test func givenSelectionMode_whenCancelTapped_thenListModeWithoutCheckboxes() async throws {
    // Given
    let (driver, _) = await makeSUT()
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)

    // When
    try await driver.tap("playerList.selectButton")

    // Then
    #expect(driver.title == "Players")
    #expect(try driver.text(of: "playerList.selectButton") == "Select")
    #expect(try driver.text(of: "playerList.actionButton") == "Add player")
    #expect(try driver.rows(in: table).first?.allSatisfy { $0.checkbox == nil } == true)
  }

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
}
