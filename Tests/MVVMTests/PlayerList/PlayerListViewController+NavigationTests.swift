import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// What the Player List's controller does as the navigator: it builds each next screen's view
/// model with its actions, and the next controller with that view model, and hears back.
@MainActor
@Suite struct PlayerListViewControllerNavigationTests {
  private func makeSUT() async -> (
    driver: Driver, list: PlayerListViewController, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    let viewModel = PlayerListViewModel(
      playerService: env.players, actions: PlayerListActionsSpy().actions)
    let list = PlayerListViewController(viewModel: viewModel, environment: env.environment)
    let driver = ScreenHost.show(list)
    await driver.waitUntilIdle()
    return (driver, list, env)
  }

  @Test func givenDetailOfCarla_whenAnEditIsSaved_thenDetailAndListShowTheNewValue() async throws {
    // Given
    let (driver, list, _) = await makeSUT()
    list.showPlayerDetail(for: Player.squad[2])
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerDetail.table")
    try await driver.type("Carla Sousa", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")
    let detailTitle = driver.title
    try await driver.goBack()

    // Then
    #expect(detailTitle == "Carla Sousa")
    #expect(
      try driver.rows(in: "playerList.table").first?.map(\.text) == [
        "Ana", "Bruno", "Carla Sousa", "Dan",
      ])
  }

  @Test func givenPlayerAdd_whenAPlayerIsCreated_thenPopsBackAndTheListReloads() async throws {
    // Given
    let (driver, list, env) = await makeSUT()
    list.showPlayerAdd()
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(driver.topViewController === list)
    #expect(try driver.rows(in: "playerList.table").first?.last?.text == "Eve")
    #expect(env.players.calls == [.players, .create(PlayerCreate(name: "Eve")), .players])
  }

  @Test func givenConfirmPlayersThenGather_whenTheGatherEnds_thenPopsToTheListInListMode()
    async throws
  {
    // Given
    let (driver, list, env) = await makeSUT()
    try await driver.tap("playerList.selectButton")
    list.showConfirmPlayers(with: Array(Player.squad.prefix(2)))
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1),
      in: "confirmPlayers.table")
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2),
      in: "confirmPlayers.table")
    try await driver.tap("confirmPlayers.startButton")
    let gatherShown = driver.topViewController is GatherViewController

    // When
    try await driver.tap("gather.endButton")
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(gatherShown)
    #expect(driver.topViewController === list)
    #expect(driver.title == "Players")
    #expect(try driver.text(of: "playerList.selectButton") == "Select")
    #expect(env.gathers.storedGathers.first?.score == "0-0")
  }
}
