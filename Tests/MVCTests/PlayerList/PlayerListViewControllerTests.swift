import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

@MainActor
@Suite struct PlayerListViewControllerTests {
  private let table = "playerList.table"

  /// The Player List over `env`, pushed over a plain root screen, its first load finished.
  private func showPlayerList(_ env: TestEnvironment) async -> Driver {
    let driver = ScreenHost.show(PlayerListViewController(environment: env.environment))
    await driver.waitUntilIdle()
    return driver
  }

  /// The Player List of `players`.
  private func makeSUT(players: [Player] = Player.squad) async -> (
    driver: Driver, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: players)
    let driver = await showPlayerList(env)
    return (driver, env)
  }

  @Test func givenPlayers_whenListAppears_thenRowsShowNamePositionSkillAndChevron() async throws {
    // Given
    let players = Array(Player.squad.prefix(3))

    // When
    let (driver, env) = await makeSUT(players: players)

    // Then
    #expect(
      try driver.rows(in: table) == [
        [
          RowSnapshot(
            text: "Ana", detail: "Position: midfielder\nSkill: professional",
            accessory: .disclosureIndicator),
          RowSnapshot(
            text: "Bruno", detail: "Position: goalkeeper\nSkill: amateur",
            accessory: .disclosureIndicator),
          RowSnapshot(
            text: "Carla", detail: "Position: -\nSkill: -", accessory: .disclosureIndicator),
        ]
      ])
    #expect(driver.title == "Players")
    #expect(try driver.text(of: "playerList.selectButton") == "Select")
    #expect(try driver.isEnabled("playerList.selectButton"))
    #expect(try driver.text(of: "playerList.actionButton") == "Add player")
    #expect(try driver.isHidden("playerList.emptyView"))
    #expect(env.players.calls == [.players])
  }

  @Test func givenSelectionMode_whenTwoRowsAreTapped_thenTitleCountsAndConfirmIsEnabled()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT()
    try await driver.tap("playerList.selectButton")
    let confirmEnabledAtFirst = try driver.isEnabled("playerList.actionButton")

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: table)

    // Then
    #expect(driver.title == "2 selected")
    #expect(try driver.text(of: "playerList.selectButton") == "Cancel")
    #expect(try driver.text(of: "playerList.actionButton") == "Confirm players")
    #expect(!confirmEnabledAtFirst)
    #expect(try driver.isEnabled("playerList.actionButton"))
    #expect(
      try driver.rows(in: table).first?.map(\.checkbox) == [
        .checked, .unchecked, .checked, .unchecked,
      ])
    #expect(driver.topViewController is PlayerListViewController)
  }

  @Test func givenListMode_whenRowIsTapped_thenPlayerDetailOfThatPlayerIsPushed() async throws {
    // Given
    let (driver, _) = await makeSUT()

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: table)

    // Then
    #expect(driver.topViewController is PlayerDetailViewController)
    #expect(driver.title == "Bruno")
  }

  @Test func givenTwoTicked_whenConfirmTapped_thenConfirmPlayersShowsThemOnTheBenchInListOrder()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT()
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(IndexPath(row: 3, section: 0), in: table)
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: table)

    // When
    try await driver.tap("playerList.actionButton")

    // Then
    #expect(driver.topViewController is ConfirmPlayersViewController)
    #expect(
      try driver.rows(in: "confirmPlayers.table").map { $0.map(\.text) } == [
        ["Bruno", "Dan"], [], [],
      ])
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

  @Test func givenDeleteConfirmation_whenCancelTapped_thenRowStaysAndNothingIsSent()
    async throws
  {
    // Given
    let (driver, env) = await makeSUT()
    try await driver.deleteRow(IndexPath(row: 1, section: 0), in: table)

    // When
    try await driver.tapAlertAction("Cancel")

    // Then
    #expect(try driver.rows(in: table).first?.count == 4)
    #expect(env.players.calls == [.players])
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

  @Test func givenLoadIsHeld_whenListIsPushed_thenScreenIgnoresInputUntilPlayersArrive()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let gate = env.players.control.suspend(.players)

    // When: the list is on screen, but its load is still at the gate
    let driver = ScreenHost.show(PlayerListViewController(environment: env.environment))
    await gate.waitForArrival()
    let addWhileLoading = await #expect(throws: DriverError.self) {
      try await driver.tap("playerList.actionButton")
    }
    let rowWhileLoading = await #expect(throws: DriverError.self) {
      try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
    }
    gate.open()
    await driver.waitUntilIdle()

    // Then
    #expect(addWhileLoading.map { if case .ignoringInput = $0 { true } else { false } } == true)
    #expect(rowWhileLoading.map { if case .ignoringInput = $0 { true } else { false } } == true)
    try await driver.tap("playerList.actionButton")
    #expect(driver.topViewController is PlayerAddViewController)
  }
}
