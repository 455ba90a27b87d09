import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MV

@MainActor
@Suite struct PlayerListScreenTests {
  private let table = "playerList.table"

  /// The Player List of `players` above Login, its first load finished.
  private func makeSUT(players: [Player] = Player.squad) async -> (driver: Driver, host: AppHost) {
    let host = AppHost(TestEnvironment(players: players))
    return (await host.show([.playerList]), host)
  }

  @Test func givenPlayers_whenListAppears_thenRowsShowNamePositionSkillAndChevron() async throws {
    // Given / When
    let (driver, _) = await makeSUT(players: Array(Player.squad.prefix(3)))

    // Then
    #expect(driver.title == "Players")
    #expect(try driver.rows(in: table) == RowSnapshot.playerListFirstRender)
    #expect(try driver.text(of: "playerList.selectButton") == "Select")
    #expect(try driver.text(of: "playerList.actionButton") == "Add player")
    #expect(!driver.isShown("playerList.emptyView"))
  }

  @Test func givenSelectionMode_whenTwoRowsAreTapped_thenTitleCountsAndConfirmIsEnabled()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT()
    try await driver.tap("playerList.selectButton")
    let confirmBefore = try driver.isEnabled("playerList.actionButton")

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: table)

    // Then
    #expect(!confirmBefore)
    #expect(driver.title == "2 selected")
    #expect(try driver.text(of: "playerList.selectButton") == "Cancel")
    #expect(try driver.isEnabled("playerList.actionButton"))
    #expect(
      try driver.rows(in: table).first?.map(\.checkbox)
        == [.checked, .unchecked, .checked, .unchecked])
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
    #expect(try !driver.isEnabled("playerList.actionButton"))
  }

  @Test func givenTickedRow_whenTappedAgain_thenUntickedAndTitleIsPlayers() async throws {
    // Given
    let (driver, _) = await makeSUT()
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: table)

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: table)

    // Then
    #expect(driver.title == "Players")
    #expect(try driver.rows(in: table).first?[1].checkbox == .unchecked)
  }

  @Test func givenListMode_whenRowIsTapped_thenPlayerDetailOfThatPlayerIsPushed() async throws {
    // Given
    let (driver, host) = await makeSUT()

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: table)

    // Then
    #expect(driver.isShowing(PlayerDetailScreen.self))
    #expect(driver.title == "Bruno")
    #expect(host.navigator.path == [.playerList, .playerDetail(Player.squad[1])])
  }

  @Test func givenListMode_whenActionButtonTapped_thenShowsPlayerAdd() async throws {
    // Given
    let (driver, _) = await makeSUT()

    // When
    try await driver.tap("playerList.actionButton")

    // Then
    #expect(driver.isShowing(PlayerAddScreen.self))
    #expect(driver.title == "Add Player")
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
    #expect(driver.isShowing(ConfirmPlayersScreen.self))
    #expect(
      try driver.rows(in: "confirmPlayers.table").map { $0.map(\.text) } == [
        ["Bruno", "Dan"], [], [],
      ])
  }

  @Test func givenSelectionMode_whenRowIsSwiped_thenThereIsNoDelete() async throws {
    // Given
    let (driver, host) = await makeSUT()
    try await driver.tap("playerList.selectButton")

    // When
    let swipe = await #expect(throws: DriverError.self) {
      try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)
    }

    // Then
    #expect(swipe != nil)
    #expect(driver.alert == nil)
    #expect(host.env.players.calls == [.players])
  }

  @Test func givenListMode_whenRowIsSwiped_thenConfirmationAsksDeleteOrCancel()
    async throws
  {
    // Given
    let (driver, host) = await makeSUT()

    // When
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)

    // Then
    let alert = try #require(driver.topViewController.presentedAlert)
    #expect(alert.title == "Delete player")
    #expect(alert.message == "Are you sure you want to delete the selected player?")
    #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
    #expect(host.env.players.calls == [.players])
  }

  @Test func givenDeleteConfirmation_whenCancelTapped_thenRowStaysAndNothingIsSent()
    async throws
  {
    // Given
    let (driver, host) = await makeSUT()
    try await driver.deleteRow(IndexPath(row: 1, section: 0), in: table)

    // When
    try await driver.tapAlertAction("Cancel")

    // Then
    #expect(try driver.rows(in: table).first?.count == 4)
    #expect(host.env.players.calls == [.players])
    #expect(driver.alert == nil)
  }

  @Test func givenListMode_whenRowIsSwipedAndDeleteConfirmed_thenRowIsRemoved() async throws {
    // Given
    let (driver, host) = await makeSUT()
    try await driver.deleteRow(IndexPath(row: 1, section: 0), in: table)

    // When
    try await driver.tapAlertAction("Delete")

    // Then
    #expect(try driver.rows(in: table).first?.map(\.text) == ["Ana", "Carla", "Dan"])
    #expect(host.env.players.calls == [.players, .delete(id: 2)])
    #expect(!driver.isLoading)
  }

  @Test func givenOnePlayer_whenItIsDeleted_thenEmptyViewReplacesTheTableAndSelectIsDisabled()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT(players: [.fixture()])
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)

    // When
    try await driver.tapAlertAction("Delete")

    // Then
    #expect(driver.isShown("playerList.emptyView"))
    #expect(!driver.isShown(table))
    #expect(try !driver.isEnabled("playerList.selectButton"))
  }

  @Test func givenDeleteHeld_whenDeleteConfirmed_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, host) = await makeSUT()
    let gate = host.env.players.control.suspend(.delete)
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
  }

  @Test func givenDeleteFails_whenDeleteConfirmed_thenErrorAlertAndTheRowStays() async throws {
    // Given
    let (driver, host) = await makeSUT()
    host.env.players.control.fail(.delete, with: .notFound)
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)

    // When
    try await driver.tapAlertAction("Delete")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "The item no longer exists.", actions: ["OK"]))
    #expect(!driver.isLoading)
    try await driver.tapAlertAction("OK")
    #expect(try driver.rows(in: table).first?.count == 4)
  }
}
