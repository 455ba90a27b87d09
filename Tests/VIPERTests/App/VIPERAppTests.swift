import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIPER

/// A smoke test of the assembled app in both UIs: the modules each UI's routers build, wired end
/// to end.
///
/// Journeys through the screens are the acceptance suite's.
@MainActor
@Suite struct VIPERAppTests {
  private let app = AppLauncher(makeRoot: VIPERApp.makeRoot)

  @Test func givenTheApp_whenLaunched_thenTheLoginModuleIsTheRoot() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)

    // When
    let driver = await app.launch(env)

    // Then
    #expect(driver.window.navigationController?.viewControllers.count == 1)
    #expect(driver.topViewController is LoginViewController)
    #expect(try driver.isOn("login.rememberMe"))
  }

  @Test func givenDemoUser_whenTheDeclarativeUIPlaysAGatherAndLeaves_thenEachModuleIsOnThePath()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await AppLauncher(makeRoot: VIPERApp.makeDeclarativeRoot).launchOnGather(env)
    let onGather = driver.window.navigationController?.viewControllers.count

    // When
    try await driver.goBack()
    try await driver.goBack()

    // Then: the router's view factory assembled each route's module
    #expect(onGather == 4)
    #expect(driver.title == "2 selected")
    #expect(driver.window.navigationController?.viewControllers.count == 2)
  }

  @Test func givenAPlayer_whenOpenedAddedAndEditedDeclaratively_thenTheRoutersCloseEachModule()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await AppLauncher(makeRoot: VIPERApp.makeDeclarativeRoot)
      .launchOnPlayerList(env)

    // When
    try await driver.tap("playerList.actionButton")
    try await driver.type("Eve", into: "playerAdd.name")
    try await driver.tap("playerAdd.doneButton")
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerDetail.table")
    try await driver.type("Anabela", into: "playerEdit.textField")
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(driver.title == "Anabela")
    #expect(driver.window.navigationController?.viewControllers.count == 3)
  }

  @Test
  func givenTheDeclarativeList_whenADetailIsOpenedAndBackIsTapped_thenThePlayersAreNotLoadedAgain()
    async throws
  {
    // Given: SwiftUI runs onAppear and task again when the list is back on top
    let env = TestEnvironment(players: Player.squad)
    let driver = try await AppLauncher(makeRoot: VIPERApp.makeDeclarativeRoot).launchOnPlayerList(
      env)
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
