@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// `UDFApp.makeRoot`, the composition root: one store over the environment, Login at the root.
@MainActor
@Suite struct UDFAppTests {
  private let launcher = AppLauncher(makeRoot: UDFApp.makeRoot)

  @Test func givenAnEnvironment_whenTheAppStarts_thenLoginIsTheOnlyScreenOfTheStack() async throws {
    // Given
    let env = TestEnvironment()

    // When
    let driver = await launcher.launch(env)

    // Then
    let navigation = try #require(driver.window.navigationController as? AppNavigationController)
    #expect(navigation.viewControllers.count == 1)
    #expect(driver.topViewController is LoginViewController)
    #expect(navigation.appStore.state.path.ids.isEmpty)
    #expect(try driver.isOn("login.rememberMe"))
    #expect(try driver.text(of: "login.username") == "")
  }

  @Test func givenRememberedUser_whenTheAppStarts_thenLoginIsPrefilled() async throws {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")

    // When
    let driver = await launcher.launch(env)

    // Then
    #expect(try driver.text(of: "login.username") == "ana")
    #expect(try driver.isOn("login.rememberMe"))
  }

  @Test func givenATokenLeftFromAnEarlierRun_whenTheAppStarts_thenLoginIsStillShown()
    async throws
  {
    // Given
    let env = TestEnvironment()
    try env.credentials.saveToken("token-stale")

    // When
    let driver = await launcher.launch(env)

    // Then
    #expect(driver.topViewController is LoginViewController)
  }

  @Test func givenTheDemoUser_whenLoggedIn_thenTheListIsLoadedWithTheEnvironmentsServices()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Array(Player.squad.prefix(2)))

    // When
    let driver = try await launcher.launchOnPlayerList(env)

    // Then
    #expect(driver.topViewController is PlayerListViewController)
    #expect(try driver.rows(in: "playerList.table").first?.map(\.text) == ["Ana", "Bruno"])
    #expect(env.players.calls == [.players])
    #expect(env.credentials.token == AuthServiceFake.token(for: "demo"))
  }

  @Test func givenAnEnvironment_whenTheDeclarativeAppStarts_thenLoginIsTheRootOfTheStack()
    async throws
  {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")

    // When
    let driver = await AppLauncher(makeRoot: UDFApp.makeDeclarativeRoot).launch(env)

    // Then
    let navigation = try #require(
      driver.window.navigationController as? NavigationHostingController<AppScreen>)
    #expect(navigation.viewControllers.count == 1)
    #expect(driver.topViewController.runtimeName == "HostingController<AppScreen>")
    #expect(try driver.text(of: "login.username") == "ana")
    #expect(try driver.isOn("login.rememberMe"))
  }

  @Test
  func givenTheDeclarativeList_whenADetailIsOpenedAndBackIsTapped_thenThePlayersAreNotLoadedAgain()
    async throws
  {
    // Given: SwiftUI runs onAppear and task again when the list is back on top
    let env = TestEnvironment(players: Player.squad)
    let driver = try await AppLauncher(makeRoot: UDFApp.makeDeclarativeRoot).launchOnPlayerList(env)
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
