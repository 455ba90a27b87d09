import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// Smoke tests of `MVVMApp.makeRoot` and `makeDeclarativeRoot`, the only places that build
/// Login's view model and its actions; the acceptance suite plays the journeys.
@MainActor
@Suite struct MVVMAppTests {
  @Test func givenRememberOffInTheSettings_whenLaunched_thenLoginsViewModelIsBoundToTheStores()
    async throws
  {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(false)
    try env.credentials.saveUsername("ana")

    // When
    let driver = await AppLauncher(makeRoot: MVVMApp.makeRoot).launch(env)

    // Then
    #expect(driver.window.navigationController?.viewControllers.count == 1)
    #expect(driver.topViewController is LoginViewController)
    #expect(try !driver.isOn("login.rememberMe"))
    #expect(try driver.text(of: "login.username") == "")
  }

  @Test func givenAStoredTokenAndADemoUser_whenLoggedIn_thenLoginsActionsPushTheLoadedList()
    async throws
  {
    // Given: an old token does not skip Login (SPEC §5)
    let env = TestEnvironment(players: Array(Player.squad.prefix(2)))
    try env.credentials.saveToken("token-stale")

    // When
    let driver = try await AppLauncher(makeRoot: MVVMApp.makeRoot).launchOnPlayerList(env)

    // Then
    #expect(driver.topViewController is PlayerListViewController)
    #expect(try driver.rows(in: "playerList.table").first?.map(\.text) == ["Ana", "Bruno"])
    #expect(env.credentials.token == AuthServiceFake.token(for: "demo"))
  }

  @Test func givenRememberOffInTheSettings_whenTheDeclarativeUIIsLaunched_thenLoginShowsTheStores()
    async throws
  {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(false)
    try env.credentials.saveUsername("ana")

    // When
    let driver = await AppLauncher(makeRoot: MVVMApp.makeDeclarativeRoot).launch(env)

    // Then
    #expect(driver.window.navigationController?.viewControllers.count == 1)
    #expect(try !driver.isOn("login.rememberMe"))
    #expect(try driver.text(of: "login.username") == "")
  }

  @Test func givenADemoUser_whenLoggedInOnTheDeclarativeUI_thenThePathShowsTheLoadedList()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Array(Player.squad.prefix(2)))

    // When
    let driver = try await AppLauncher(makeRoot: MVVMApp.makeDeclarativeRoot)
      .launchOnPlayerList(env)

    // Then
    #expect(driver.window.navigationController?.viewControllers.count == 2)
    #expect(driver.title == "Players")
    #expect(try driver.rows(in: "playerList.table").first?.map(\.text) == ["Ana", "Bruno"])
  }

  @Test
  func givenTheDeclarativeList_whenADetailIsOpenedAndBackIsTapped_thenThePlayersAreNotLoadedAgain()
    async throws
  {
    // Given: SwiftUI runs onAppear and task again when the list is back on top
    let env = TestEnvironment(players: Player.squad)
    let driver = try await AppLauncher(makeRoot: MVVMApp.makeDeclarativeRoot).launchOnPlayerList(
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

  @Test func givenTheList_whenADetailIsOpenedAndBackIsTapped_thenThePlayersAreNotLoadedAgain()
    async throws
  {
    // Given: the UIKit-shaped list, whose sign-in loaded it
    let env = TestEnvironment(players: Player.squad)
    let driver = try await AppLauncher(makeRoot: MVVMApp.makeRoot).launchOnPlayerList(env)
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
