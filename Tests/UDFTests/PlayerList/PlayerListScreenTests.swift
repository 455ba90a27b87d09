import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// Player List's declarative screen: the rows, title, buttons, empty view, overlay and alerts it
/// renders from the state, and the actions its controls and rows send.
@MainActor
@Suite struct PlayerListScreenTests {
  private let table = "playerList.table"

  /// The Player List over the real feature on `env`'s fakes, its first load finished.
  private func showFeature(_ env: TestEnvironment) async -> Driver {
    let store = Store(
      initialState: PlayerListFeature.State(),
      reducer: PlayerListFeature()
    ) { $0.playerService = env.players }
    let driver = showScreen(PlayerListScreen(store: store))
    await driver.waitUntilIdle()
    return driver
  }

  @Test func givenPlayers_whenListAppears_thenRowsShowNamePositionSkillAndChevron() async throws {
    // Given: a state holding three players, under a recorder
    let recorder = RecordingReducer<PlayerListFeature.State, PlayerListFeature.Action>()
    let store = Store(initialState: .loaded(Array(Player.squad.prefix(3))), reducer: recorder)

    // When
    let driver = showScreen(PlayerListScreen(store: store))
    await driver.waitUntilIdle()

    // Then: the rows and controls are the state's; appearing is an action, not a load
    #expect(
      try driver.rows(in: table) == RowSnapshot.playerListFirstRender)
    #expect(driver.title == "Players")
    #expect(try driver.text(of: "playerList.selectButton") == "Select")
    #expect(try driver.isEnabled("playerList.selectButton"))
    #expect(try driver.text(of: "playerList.actionButton") == "Add player")
    #expect(driver.element("playerList.emptyView") == nil)
    #expect(recorder.actions == [.appeared])
  }

  @Test func givenSelectionMode_whenTwoRowsAreTapped_thenTitleCountsAndConfirmIsEnabled()
    async throws
  {
    // Given
    let driver = await showFeature(TestEnvironment(players: Player.squad))
    try await driver.tap("playerList.selectButton")

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: table)

    // Then
    #expect(driver.title == "2 selected")
    #expect(
      try driver.rows(in: table).first?.map(\.checkbox)
        == [.checked, .unchecked, .checked, .unchecked])
    #expect(try driver.text(of: "playerList.selectButton") == "Cancel")
    #expect(try driver.text(of: "playerList.actionButton") == "Confirm players")
    #expect(try driver.isEnabled("playerList.actionButton"))
  }

  @Test func givenRows_whenUserTapsTheControlsAndSwipesARow_thenEachEventIsForwarded() async throws
  {
    // Given
    let recorder = RecordingReducer<PlayerListFeature.State, PlayerListFeature.Action>()
    let store = Store(initialState: .loaded(Player.squad), reducer: recorder)
    let driver = showScreen(PlayerListScreen(store: store))
    await driver.waitUntilIdle()

    // When
    try await driver.deleteRow(IndexPath(row: 1, section: 0), in: table)
    try await driver.tap("playerList.selectButton")
    try await driver.tap("playerList.actionButton")

    // Then: a tapped row of list mode is a link, which pushes through the app's stack
    // (AppScreenTests); selection mode's taps are actions (BothUIsTests)
    #expect(
      recorder.actions == [
        .appeared, .deleteSwiped(Player.squad[1].id), .selectTapped, .actionTapped,
      ])
  }

  @Test func givenSelectionMode_whenRowIsSwiped_thenThereIsNoDelete() async throws {
    // Given
    var state = PlayerListFeature.State.loaded(Player.squad)
    state.isSelecting = true
    let recorder = RecordingReducer<PlayerListFeature.State, PlayerListFeature.Action>()
    let driver = showScreen(
      PlayerListScreen(store: Store(initialState: state, reducer: recorder)))
    await driver.waitUntilIdle()

    // When
    let swipe = await #expect(throws: DriverError.self) {
      try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)
    }

    // Then
    #expect(swipe != nil)
    #expect(recorder.actions == [.appeared])
  }

  @Test func givenListMode_whenRowIsSwipedAndDeleteConfirmed_thenRowIsRemoved() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = await showFeature(env)
    try await driver.deleteRow(IndexPath(row: 1, section: 0), in: table)
    let confirmation = try #require(driver.topViewController.presentedAlert)

    // When
    try await driver.tapAlertAction("Delete")

    // Then
    #expect(confirmation.title == "Delete player")
    // No styles to check: DeclarativeKit's alert buttons have no roles.
    #expect(confirmation.actions.map(\.title) == ["Delete", "Cancel"])
    #expect(try driver.rows(in: table).first?.map(\.text) == ["Ana", "Carla", "Dan"])
    #expect(driver.isLoading == false)
    #expect(env.players.calls == [.players, .delete(id: 2)])
  }

  @Test func givenDeleteConfirmation_whenCancelTapped_thenRowStaysAndNothingIsSent() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = await showFeature(env)
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)

    // When
    try await driver.tapAlertAction("Cancel")

    // Then
    #expect(driver.alert == nil)
    #expect(try driver.rows(in: table).first?.count == 4)
    #expect(env.players.calls == [.players])
  }

  @Test func givenDeleteHeld_whenDeleteConfirmed_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = await showFeature(env)
    let gate = env.players.control.suspend(.delete)
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)

    // When
    let confirm = Task { try await driver.tapAlertAction("Delete") }
    await gate.waitForArrival()
    let loadingWhileHeld = driver.isLoading
    gate.open()
    try await confirm.value

    // Then
    #expect(loadingWhileHeld)
    #expect(driver.isLoading == false)
    #expect(try driver.rows(in: table).first?.count == 3)
  }

  @Test func givenNoPlayers_whenListAppearsThenRetryFindsOne_thenEmptyViewGivesWayToTheTable()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let driver = await showFeature(env)
    let emptyShown = driver.element("playerList.emptyView") != nil
    let selectEnabled = try driver.isEnabled("playerList.selectButton")
    try await env.players.create(PlayerCreate(name: "Eve"))

    // When
    try await driver.tap("playerList.retryButton")

    // Then
    #expect(emptyShown)
    #expect(selectEnabled == false)
    #expect(driver.element("playerList.emptyView") == nil)
    #expect(try driver.rows(in: table).first?.map(\.text) == ["Eve"])
    #expect(try driver.isEnabled("playerList.selectButton"))
  }

  @Test func givenLoadIsHeld_whenListIsPushed_thenScreenIgnoresInputUntilPlayersArrive()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let gate = env.players.control.suspend(.players)
    let store = Store(
      initialState: PlayerListFeature.State(),
      reducer: PlayerListFeature()
    ) { $0.playerService = env.players }

    // When
    let driver = showScreen(PlayerListScreen(store: store))
    await gate.waitForArrival()
    let tapWhileLoading = await #expect(throws: DriverError.self) {
      try await driver.tap("playerList.actionButton")
    }
    gate.open()
    await driver.waitUntilIdle()

    // Then
    #expect(tapWhileLoading.map { if case .ignoringInput = $0 { true } else { false } } == true)
    #expect(driver.isLoading == false)
    #expect(try driver.rows(in: table).first?.count == 4)
  }

  @Test func givenLoadFails_whenListAppears_thenErrorAlertAndInputIsBackOn() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    env.players.control.fail(.players, with: .transport)

    // When
    let driver = await showFeature(env)

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error", message: "Could not connect to the server.", actions: ["OK"]))
    try await driver.tapAlertAction("OK")
    #expect(driver.alert == nil)
    try await driver.tap("playerList.actionButton")
  }
}
