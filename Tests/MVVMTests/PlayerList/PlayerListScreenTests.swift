@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// The Player List's declarative screen: its binding to an injected view model.
///
/// The view model is a real one over the fake service, its actions recorded: rows, title, buttons
/// and alerts follow its outputs, and taps, swipes and Retry reach it.
@MainActor
@Suite struct PlayerListScreenTests {
  private let table = "playerList.table"

  private func makeSUT(players: [Player] = Player.squad) async -> (
    driver: Driver, actions: NavigationSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: players)
    let actions = NavigationSpy()
    let viewModel = PlayerListViewModel(
      playerService: env.players, gatherService: env.gathers, clock: env.clock,
      actions: actions.actions)
    // The sign-in loads the list before it is shown.
    await viewModel.load()
    let driver = ScreenHost.show(
      HostingController(rootView: PlayerListScreen(viewModel: viewModel)))
    await driver.waitUntilIdle()
    return (driver, actions, env)
  }

  @Test func givenLoadedPlayers_whenScreenIsShown_thenTableAndButtonsShowTheOutputs() async throws {
    // When
    let (driver, _, env) = await makeSUT(players: Array(Player.squad.prefix(3)))

    // Then
    #expect(
      try driver.rows(in: table) == RowSnapshot.playerListFirstRender)
    #expect(driver.title == "Players")
    #expect(try driver.isEnabled("playerList.selectButton"))
    #expect(try driver.text(of: "playerList.actionButton") == "Add player")
    #expect(driver.element("playerList.emptyView") == nil)
    #expect(env.players.calls == [.players])
  }

  @Test func givenListMode_whenRowIsTapped_thenTheViewModelAsksForThatPlayersDetail()
    async throws
  {
    // Given
    let (driver, actions, _) = await makeSUT()

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: table)

    // Then
    #expect(actions.calls == [.showPlayerDetail(Player.squad[1])])
  }

  @Test func givenSelectTapped_whenTwoRowsAreTickedAndConfirmed_thenCheckboxesTitleAndAction()
    async throws
  {
    // Given
    let (driver, actions, _) = await makeSUT()
    try await driver.tap("playerList.selectButton")

    // When
    try await driver.selectRow(IndexPath(row: 3, section: 0), in: table)
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
    try await driver.tap("playerList.actionButton")

    // Then
    #expect(driver.title == "2 selected")
    #expect(try driver.text(of: "playerList.selectButton") == "Cancel")
    #expect(
      try driver.rows(in: table).first?.map(\.checkbox) == [
        .checked, .unchecked, .unchecked, .checked,
      ])
    #expect(actions.calls == [.showConfirmPlayers(bench: ["Ana", "Dan"])])
  }

  @Test func givenListMode_whenAddPlayerTapped_thenTheViewModelAsksForPlayerAdd() async throws {
    // Given
    let (driver, actions, _) = await makeSUT()

    // When
    try await driver.tap("playerList.actionButton")

    // Then
    #expect(actions.calls == [.showPlayerAdd])
  }

  @Test func givenSwipedRow_whenDeleteIsConfirmed_thenTheViewModelDeletesAndTheRowGoes()
    async throws
  {
    // Given
    let (driver, _, env) = await makeSUT()
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)
    let confirmation = driver.alert

    // When
    try await driver.tapAlertAction("Delete")

    // Then
    #expect(confirmation?.actions == ["Delete", "Cancel"])
    #expect(try driver.rows(in: table).first?.map(\.text) == ["Bruno", "Carla", "Dan"])
    #expect(env.players.calls == [.players, .delete(id: 1)])
  }

  @Test func givenSwipedRow_whenDeleteIsCancelled_thenNothingIsDeleted() async throws {
    // Given
    let (driver, _, env) = await makeSUT()
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)

    // When
    try await driver.tapAlertAction("Cancel")

    // Then
    #expect(try driver.rows(in: table).first?.count == 4)
    #expect(env.players.calls == [.players])
  }

  @Test func givenNoPlayers_whenRetryTapped_thenEmptyViewFollowsTheOutputAndTheListReloads()
    async throws
  {
    // Given
    let (driver, _, env) = await makeSUT(players: [])
    let emptyShownAtFirst = driver.element("playerList.emptyView") != nil
    try await env.players.create(PlayerCreate(name: "Eve"))

    // When
    try await driver.tap("playerList.retryButton")

    // Then
    #expect(emptyShownAtFirst)
    #expect(driver.element("playerList.emptyView") == nil)
    #expect(driver.element(table) != nil)
    #expect(env.players.calls == [.players, .create(PlayerCreate(name: "Eve")), .players])
  }

  @Test func givenAFailedLoad_whenScreenIsShown_thenTheViewModelsErrorIsPresented() async {
    // Given
    let env = TestEnvironment(players: Player.squad)
    env.players.control.fail(.players, with: .unauthorized)
    let viewModel = PlayerListViewModel(
      playerService: env.players, gatherService: env.gathers, clock: env.clock,
      actions: NavigationSpy().actions)
    await viewModel.load()

    // When
    let driver = ScreenHost.show(
      HostingController(rootView: PlayerListScreen(viewModel: viewModel)))
    await driver.waitUntilIdle()

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error", message: "Your session has expired. Please log in again.",
          actions: ["OK"]))
  }

  @Test func givenTheViewModelsAlert_whenOKTapped_thenItIsGoneForGood() async throws {
    // Given
    let (driver, _, env) = await makeSUT()
    env.players.control.fail(.delete, with: .transport)
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)
    try await driver.tapAlertAction("Delete")

    // When: OK, then a change that evaluates the screen again
    try await driver.tapAlertAction("OK")
    try await driver.tap("playerList.selectButton")

    // Then: the view model's alert was cleared, so the screen's next pass does not show it again
    #expect(driver.alert == nil)
  }
}
