import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MV

/// The Player List's loads: the first one, Retry from the empty view, the one after a player is
/// added, and the end of a gather that sends the list back to list mode (SPEC §3.2).
@MainActor
@Suite struct PlayerListScreenLoadingTests {
  private let table = "playerList.table"

  @Test func givenLoadIsHeld_whenListIsPushed_thenScreenIgnoresInputUntilPlayersArrive()
    async throws
  {
    // Given
    let host = AppHost(TestEnvironment(players: Player.squad))
    let gate = host.env.players.control.suspend(.players)

    // When: the list is on screen, but its load is still at the gate
    let driver = host.showWithoutWaiting([.playerList])
    await gate.waitForArrival()
    let addWhileLoading = await #expect(throws: DriverError.self) {
      try await driver.tap("playerList.actionButton")
    }
    gate.open()
    await driver.waitUntilIdle()

    // Then
    #expect(addWhileLoading.map { if case .ignoringInput = $0 { true } else { false } } == true)
    try await driver.tap("playerList.actionButton")
    #expect(driver.isShowing(PlayerAddScreen.self))
  }

  @Test func givenLoadFails_whenListAppears_thenErrorAlertAndInputIsBackOn() async throws {
    // Given
    let host = AppHost(TestEnvironment(players: Player.squad))
    host.env.players.control.fail(.players, with: .transport)

    // When
    let driver = await host.show([.playerList])

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error", message: "Could not connect to the server.", actions: ["OK"]))
    try await driver.tapAlertAction("OK")
    #expect(host.squad.loadFailure == nil)
    try await driver.tap("playerList.actionButton")
    #expect(driver.isShowing(PlayerAddScreen.self))
  }

  @Test func givenNoPlayers_whenListAppearsThenRetryFindsOne_thenEmptyViewGivesWayToTheTable()
    async throws
  {
    // Given
    let host = AppHost(TestEnvironment(players: []))
    let driver = await host.show([.playerList])
    let emptyShown = driver.isShown("playerList.emptyView")
    let tableShown = driver.isShown(table)
    let selectEnabled = try driver.isEnabled("playerList.selectButton")
    try await host.env.players.create(PlayerCreate(name: "Eve"))

    // When
    try await driver.tap("playerList.retryButton")

    // Then
    #expect(emptyShown)
    #expect(!tableShown)
    #expect(!selectEnabled)
    #expect(!driver.isShown("playerList.emptyView"))
    #expect(try driver.rows(in: table).first?.map(\.text) == ["Eve"])
    #expect(try driver.isEnabled("playerList.selectButton"))
  }

  @Test func givenTypedName_whenPlayerAddSavesIt_thenPopsAndTheListShowsTheNewPlayer()
    async throws
  {
    // Given
    let host = AppHost(TestEnvironment(players: Player.squad))
    let driver = await host.show([.playerList])
    try await driver.tap("playerList.actionButton")
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(driver.isShowing(PlayerListScreen.self))
    #expect(try driver.rows(in: table).first?.last?.text == "Eve")
    #expect(host.env.players.calls == [.players, .create(PlayerCreate(name: "Eve")), .players])
    #expect(!driver.isLoading)
  }

  @Test func givenLoadedList_whenReloadFails_thenAlertsAndKeepsTheRows() async throws {
    // Given
    let host = AppHost(TestEnvironment(players: Player.squad))
    let driver = await host.show([.playerList])
    try await driver.tap("playerList.actionButton")
    try await driver.type("Eve", into: "playerAdd.name")
    host.env.players.control.fail(.players, with: .transport)

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(driver.isShowing(PlayerListScreen.self))
    #expect(driver.alert?.message == "Could not connect to the server.")
    #expect(try driver.rows(in: table).first?.map(\.text) == ["Ana", "Bruno", "Carla", "Dan"])
  }

  @Test func givenLoadedList_whenDetailReportsAnEdit_thenTheRowIsReplacedWithoutAReload()
    async throws
  {
    // Given
    let host = AppHost(TestEnvironment(players: Player.squad))
    let driver = await host.show([.playerList])
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: table)
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerDetail.table")
    try await driver.type("Carlota", into: "playerEdit.textField")
    try await driver.tap("playerEdit.doneButton")

    // When
    try await driver.goBack()

    // Then
    #expect(try driver.rows(in: table).first?[2].text == "Carlota")
    #expect(host.env.players.calls.filter { $0 == .players }.count == 1)
  }

  @Test func givenTickedPlayersAndAGatherOnTop_whenTheGatherEnds_thenPopsToTheListInListMode()
    async throws
  {
    // Given: two players ticked, then Confirm Players and Gather shown over the list
    let host = AppHost(TestEnvironment(players: Player.squad))
    let driver = await host.show([.playerList])
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: table)
    try await host.startGather()
    host.navigator.path += [.confirmPlayers(Array(Player.squad.prefix(2))), .gather]
    await driver.waitUntilIdle()
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(driver.isShowing(PlayerListScreen.self))
    #expect(driver.stackCount == 2)
    #expect(driver.title == "Players")
    #expect(try driver.text(of: "playerList.selectButton") == "Select")
    #expect(try driver.text(of: "playerList.actionButton") == "Add player")
    #expect(try driver.rows(in: table).first?.allSatisfy { $0.checkbox == nil } == true)
  }
}
