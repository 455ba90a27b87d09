@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVP

/// Player List's declarative screen over its view state and presenter: the loaded players, the
/// taps, swipes and answers reaching the presenter, and the pushes it leads to.
@MainActor
@Suite struct PlayerListScreenTests {
  private func makeSUT(players: [Player] = Player.squad) async -> (
    driver: Driver, router: ScreenRouter, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: players)
    let router = ScreenRouter(environment: env.environment)
    router.showPlayerList()
    let viewState = router.top(PlayerListViewState.self) ?? PlayerListViewState()
    let driver = showScreen(PlayerListScreen(viewState: viewState))
    await driver.waitUntilIdle()
    return (driver, router, env)
  }

  @Test func givenSquad_whenShown_thenSelectIsInTheBarAndThePlayersAreLoaded() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let router = ScreenRouter(environment: env.environment)
    router.showPlayerList()
    let viewState = try #require(router.top(PlayerListViewState.self))

    // When
    let driver = showScreen(PlayerListScreen(viewState: viewState))
    await driver.waitUntilIdle()

    // Then
    #expect(
      driver.controls.contains(
        ControlSnapshot(kind: .barButton, address: "playerList.selectButton", title: "Select")))
    #expect(try driver.rows(in: "playerList.table").first?.count == 4)
    #expect(env.players.calls == [.players])
  }

  @Test func givenRows_whenUserTapsTheControlsAndARow_thenEachEventIsForwarded() async throws {
    // Given
    let (driver, router, _) = await makeSUT()

    // When
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "playerList.table")
    try await driver.selectRow(IndexPath(row: 3, section: 0), in: "playerList.table")
    let title = driver.title
    try await driver.tap("playerList.actionButton")

    // Then
    #expect(title == "2 selected")
    #expect(router.screenNames == ["playerList", "confirmPlayers"])
  }

  @Test func givenList_whenARowIsTapped_thenPlayerDetailIsPushedForIt() async throws {
    // Given
    let (driver, router, _) = await makeSUT()

    // When
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: "playerList.table")

    // Then
    #expect(router.screenNames == ["playerList", "playerDetail"])
    #expect(router.top(PlayerDetailViewState.self)?.values.player == Player.squad[2])
  }

  @Test func givenEmptyView_whenRetryTapped_thenPresenterIsAskedToRetry() async throws {
    // Given
    let (driver, _, env) = await makeSUT(players: [])
    let emptyShown = try !driver.isHidden("playerList.emptyView")

    // When
    try await driver.tap("playerList.retryButton")

    // Then
    #expect(emptyShown)
    #expect(env.players.calls == [.players, .players])
  }

  @Test func givenDeletableRow_whenSwipedAndConfirmationShown_thenDeleteIsForwarded()
    async throws
  {
    // Given
    let (driver, _, env) = await makeSUT()

    // When
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    let alert = driver.alert
    try await driver.tapAlertAction("Delete")

    // Then
    #expect(alert?.actions == ["Delete", "Cancel"])
    #expect(env.players.calls == [.players, .delete(id: Player.squad[0].id)])
    #expect(try driver.rows(in: "playerList.table").first?.count == 3)
  }

  @Test func givenDeleteConfirmation_whenCancelTapped_thenPresenterHearsTheCancel() async throws {
    // Given
    let (driver, _, env) = await makeSUT()
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: "playerList.table")

    // When
    try await driver.tapAlertAction("Cancel")

    // Then
    #expect(driver.alert == nil)
    #expect(env.players.calls == [.players])
    #expect(try driver.rows(in: "playerList.table").first?.count == 4)
  }

  @Test func givenShownView_whenInputIsTurnedOff_thenTheTableIgnoresTaps() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let router = ScreenRouter(environment: env.environment)
    router.showPlayerList()
    let viewState = try #require(router.top(PlayerListViewState.self))
    let driver = showScreen(PlayerListScreen(viewState: viewState))
    await driver.waitUntilIdle()
    viewState.setUserInteractionEnabled(false)

    // When
    await #expect(throws: DriverError.self) { try await driver.tap("playerList.actionButton") }

    // Then
    #expect(router.screenNames == ["playerList"])
  }

  @Test func givenShownList_whenADetailIsOpenedAndBackIsTapped_thenThePlayersAreNotLoadedAgain()
    async throws
  {
    // Given: the list's task runs again when the list is back on top
    let env = TestEnvironment(players: Player.squad)
    let router = ScreenRouter(environment: env.environment)
    let driver = showStack(router)
    router.showPlayerList()
    await driver.waitUntilIdle()
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    let detail = driver.title

    // When
    try await driver.goBack()

    // Then
    #expect(detail == "Ana")
    #expect(driver.title == "Players")
    #expect(env.players.calls == [.players])
  }
}
