import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// The UIKit-shaped UI's routes: each route the view models hand over is pushed as its view
/// controller, bound to the view model it carries, and a return pops back to its screen.
@MainActor
@Suite struct NavigationControllerRoutesTests {
  /// The Player List of the squad, shown through the routes above a plain root.
  private func makeSUT() async -> (
    driver: Driver, navigation: NavigationController, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    let navigation = NavigationController(rootViewController: ViewController())
    let driver = Driver(window: Window(rootViewController: navigation))
    let list = PlayerListViewModel(
      playerService: env.players, gatherService: env.gathers, clock: env.clock,
      actions: navigation.routes)
    navigation.routes.show(.playerList(list))
    await list.load()
    await driver.waitUntilIdle()
    return (driver, navigation, env)
  }

  @Test func givenDetailOfCarla_whenAnEditIsSaved_thenDetailAndListShowTheNewValue() async throws {
    // Given
    let (driver, _, _) = await makeSUT()
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: "playerList.table")
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
    let (driver, navigation, env) = await makeSUT()
    let list = navigation.topViewController
    try await driver.tap("playerList.actionButton")
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
    let (driver, navigation, env) = await makeSUT()
    let list = navigation.topViewController
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "playerList.table")
    try await driver.tap("playerList.actionButton")
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

  @Test func givenARouteNotOnTheStack_whenReturnedTo_thenNothingIsPopped() async {
    // Given
    let (driver, navigation, env) = await makeSUT()
    let elsewhere = PlayerListViewModel(
      playerService: env.players, gatherService: env.gathers, clock: env.clock,
      actions: navigation.routes)

    // When
    navigation.routes.returnTo(.playerList(elsewhere))

    // Then
    #expect(navigation.viewControllers.count == 2)
    #expect(driver.title == "Players")
  }
}
