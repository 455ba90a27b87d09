@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// Player List's declarative screen over its view state and presenter: the loaded players, and
/// the taps, swipes and answers reaching the presenter, whose coordinator opens the next screen.
@MainActor
@Suite struct PlayerListScreenTests {
  private func makeSUT(players: [Player] = Player.squad) async -> (
    host: PathCoordinatorHost, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: players)
    let host = PathCoordinatorHost(environment: env.environment)
    await host.start { $0.didLogIn() }
    return (host, env)
  }

  @Test func givenSquad_whenShown_thenSelectIsInTheBarAndThePlayersAreLoaded() async throws {
    // Given, When
    let (host, env) = await makeSUT()

    // Then
    #expect(
      host.driver.controls.contains(
        ControlSnapshot(kind: .barButton, address: "playerList.selectButton", title: "Select")))
    #expect(try host.driver.rows(in: "playerList.table").first?.count == 4)
    #expect(env.players.calls == [.players])
  }

  @Test func givenRows_whenUserTapsTheControlsAndARow_thenEachEventIsForwarded() async throws {
    // Given
    let (host, _) = await makeSUT()

    // When
    try await host.driver.tap("playerList.selectButton")
    try await host.driver.selectRow(IndexPath(row: 1, section: 0), in: "playerList.table")
    try await host.driver.selectRow(IndexPath(row: 3, section: 0), in: "playerList.table")
    let title = host.driver.title
    try await host.driver.tap("playerList.actionButton")

    // Then
    #expect(title == "2 selected")
    #expect(host.screenNames == ["playerList", "confirmPlayers"])
  }

  @Test func givenEmptyView_whenRetryTapped_thenPresenterIsAskedToRetry() async throws {
    // Given
    let (host, env) = await makeSUT(players: [])
    let emptyShown = try !host.driver.isHidden("playerList.emptyView")

    // When
    try await host.driver.tap("playerList.retryButton")

    // Then
    #expect(emptyShown)
    #expect(env.players.calls == [.players, .players])
  }

  @Test func givenDeletableRow_whenSwipedAndConfirmationShown_thenDeleteIsForwarded()
    async throws
  {
    // Given
    let (host, env) = await makeSUT()

    // When
    try await host.driver.deleteRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    let alert = host.driver.alert
    try await host.driver.tapAlertAction("Delete")

    // Then
    #expect(alert?.actions == ["Delete", "Cancel"])
    #expect(env.players.calls == [.players, .delete(id: Player.squad[0].id)])
    #expect(try host.driver.rows(in: "playerList.table").first?.count == 3)
  }

  @Test func givenDeleteConfirmation_whenCancelTapped_thenPresenterHearsTheCancel() async throws {
    // Given
    let (host, env) = await makeSUT()
    try await host.driver.deleteRow(IndexPath(row: 0, section: 0), in: "playerList.table")

    // When
    try await host.driver.tapAlertAction("Cancel")

    // Then
    #expect(host.driver.alert == nil)
    #expect(env.players.calls == [.players])
  }

  @Test func givenShownView_whenInputIsTurnedOff_thenTheTableIgnoresTaps() async throws {
    // Given
    let (host, _) = await makeSUT()
    host.top(PlayerListViewState.self)?.setUserInteractionEnabled(false)

    // When
    await #expect(throws: DriverError.self) {
      try await host.driver.tap("playerList.actionButton")
    }

    // Then
    #expect(host.screenNames == ["playerList"])
  }

  @Test func givenShownList_whenADetailIsOpenedAndBackIsTapped_thenThePlayersAreNotLoadedAgain()
    async throws
  {
    // Given: the list's task runs again when the list is back on top
    let (host, env) = await makeSUT()
    try await host.driver.selectRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    let detail = host.driver.title

    // When
    try await host.driver.goBack()

    // Then
    #expect(detail == "Ana")
    #expect(host.driver.title == "Players")
    #expect(env.players.calls == [.players])
  }
}
