import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// The Player List's actions (`+Actions`): Select/Cancel, the bottom button, the delete
/// confirmation, and the screens it pushes and hears back from as their delegate — Player Add,
/// Player Detail and Gather (SPEC §3.2, "Callbacks from other screens").
@MainActor
@Suite struct PlayerListViewControllerActionsTests {
  private let table = "playerList.table"

  /// The Player List of the squad, pushed over a plain root screen, its first load finished.
  private func makeSUT() async -> (
    driver: Driver, list: PlayerListViewController, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    let list = PlayerListViewController(environment: env.environment)
    let driver = ScreenHost.show(list)
    await driver.waitUntilIdle()
    return (driver, list, env)
  }

  @Test func givenTickedRows_whenCancelTapped_thenListModeWithSelectionCleared() async throws {
    // Given
    let (driver, _, _) = await makeSUT()
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

  @Test func givenSelectionMode_whenCancelTapped_thenListModeWithoutCheckboxes() async throws {
    // Given
    let (driver, _, _) = await makeSUT()
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

  @Test func givenListMode_whenActionButtonTapped_thenShowsPlayerAdd() async throws {
    // Given
    let (driver, _, _) = await makeSUT()

    // When
    try await driver.tap("playerList.actionButton")

    // Then
    #expect(driver.topViewController is PlayerAddViewController)
    #expect(driver.title == "Add Player")
  }

  @Test func givenTwoTicked_whenConfirmTapped_thenConfirmPlayersShowsThemOnTheBenchInListOrder()
    async throws
  {
    // Given
    let (driver, _, _) = await makeSUT()
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

  @Test func givenListMode_whenRowIsSwiped_thenConfirmationHasDestructiveDeleteAndCancel()
    async throws
  {
    // Given
    let (driver, _, env) = await makeSUT()

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

  @Test func givenDeleteConfirmation_whenCancelTapped_thenRowStaysAndNothingIsSent()
    async throws
  {
    // Given
    let (driver, _, env) = await makeSUT()
    try await driver.deleteRow(IndexPath(row: 1, section: 0), in: table)

    // When
    try await driver.tapAlertAction("Cancel")

    // Then
    #expect(try driver.rows(in: table).first?.count == 4)
    #expect(env.players.calls == [.players])
  }

  @Test func givenTypedName_whenPlayerAddSavesIt_thenPopsAndTheListShowsTheNewPlayer()
    async throws
  {
    // Given
    let (driver, _, env) = await makeSUT()
    try await driver.tap("playerList.actionButton")
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(driver.topViewController is PlayerListViewController)
    #expect(try driver.rows(in: table).first?.last?.text == "Eve")
    #expect(env.players.calls == [.players, .create(PlayerCreate(name: "Eve")), .players])
    #expect(!driver.isLoading)
  }

  @Test func givenReloadHeld_whenPlayerIsCreated_thenListIsShownAndIgnoresInputUntilItLoads()
    async throws
  {
    // Given
    let (driver, _, env) = await makeSUT()
    try await driver.tap("playerList.actionButton")
    try await driver.type("Eve", into: "playerAdd.name")
    let gate = env.players.control.suspend(.players)

    // When: the player is created, and the list's reload waits at the gate
    let done = Task { try await driver.tap("playerAdd.doneButton") }
    await gate.waitForArrival()
    let topWhileLoading = driver.topViewController
    let tapWhileLoading = await #expect(throws: DriverError.self) {
      try await driver.tap("playerList.actionButton")
    }
    gate.open()
    try await done.value

    // Then
    #expect(topWhileLoading is PlayerListViewController)
    #expect(tapWhileLoading.map { if case .ignoringInput = $0 { true } else { false } } == true)
    #expect(try driver.rows(in: table).first?.count == 5)
  }

  @Test func givenLoadedList_whenDetailReportsAnEdit_thenTheRowIsReplacedWithoutAReload()
    async throws
  {
    // Given
    let (driver, list, env) = await makeSUT()
    let detail = PlayerDetailViewController(
      player: Player.squad[2], playerService: env.players, delegate: list)

    // When
    list.playerDetailViewController(
      detail, didUpdate: .fixture(id: 3, name: "Carla Sousa", position: .winger))

    // Then
    let rows = try driver.rows(in: table).first ?? []
    #expect(rows.map(\.text) == ["Ana", "Bruno", "Carla Sousa", "Dan"])
    #expect(rows[2].detail == "Position: winger\nSkill: -")
    #expect(env.players.calls == [.players])
  }

  @Test func givenTickedPlayersAndAGatherOnTop_whenTheGatherEnds_thenPopsToTheListInListMode()
    async throws
  {
    // Given: two players ticked, Confirm Players and then a Gather pushed on top
    let (driver, list, env) = await makeSUT()
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: table)
    try await driver.tap("playerList.actionButton")
    let gatherID = try await env.gathers.createGather()
    let gather = GatherViewController(
      model: GatherModel.fixture(gatherId: gatherID), gatherService: env.gathers,
      clock: env.clock, delegate: list)
    list.navigationController?.pushViewController(gather, animated: false)

    // When
    try await driver.tap("gather.endButton")
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(driver.topViewController === list)
    #expect(list.navigationController?.viewControllers.count == 2)
    #expect(driver.title == "Players")
    #expect(try driver.text(of: "playerList.selectButton") == "Select")
    #expect(try driver.text(of: "playerList.actionButton") == "Add player")
    #expect(try driver.rows(in: table).first?.allSatisfy { $0.checkbox == nil } == true)
    #expect(env.players.calls == [.players])
  }
}
