import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVP

/// The one smoke test of MVP's composition root: every screen's wiring is tested on its own, and
/// the journeys through the app are played on every pattern by the acceptance suite.
@MainActor
@Suite struct MVPAppTests {
  private let app = AppLauncher(makeRoot: MVPApp.makeRoot)

  @Test func givenNewEnvironment_whenRootIsMade_thenLoginIsTheOnlyScreen() {
    // Given
    let env = TestEnvironment()

    // When
    let root = MVPApp.makeRoot(environment: env.environment)

    // Then
    #expect(root.viewControllers.count == 1)
    #expect(root.topViewController is LoginViewController)
  }

  @Test func givenSquad_whenLaunchedAndSignedIn_thenLoginHasPushedTheLoadedPlayerList()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)

    // When
    let driver = try await app.launchOnPlayerList(env)

    // Then
    let screens = driver.window.navigationController?.viewControllers ?? []
    #expect(screens.first is LoginViewController)
    #expect(screens.last is PlayerListViewController)
    #expect(try driver.rows(in: "playerList.table").first?.map(\.text).count == 4)
  }
}

/// The smoke tests of `MVPApp.makeDeclarativeRoot`: Login at the root of the declarative stack,
/// and the Player List pushed on its path once signed in.
@MainActor
@Suite struct MVPAppDeclarativeTests {
  @Test func givenRememberOffInTheSettings_whenTheDeclarativeUIIsLaunched_thenLoginShowsTheStores()
    async throws
  {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(false)
    try env.credentials.saveUsername("ana")

    // When
    let driver = await AppLauncher(makeRoot: MVPApp.makeDeclarativeRoot).launch(env)

    // Then
    #expect(driver.window.navigationController?.viewControllers.count == 1)
    #expect(try !driver.isOn("login.rememberMe"))
    #expect(try driver.text(of: "login.username") == "")
  }

  @Test func givenSquad_whenLaunchedAndSignedIn_thenLoginHasPushedTheLoadedPlayerList()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)

    // When
    let driver = try await AppLauncher(makeRoot: MVPApp.makeDeclarativeRoot)
      .launchOnPlayerList(env)

    // Then
    #expect(driver.window.navigationController?.viewControllers.count == 2)
    #expect(driver.title == "Players")
    #expect(try driver.rows(in: "playerList.table").first?.count == 4)
  }

  @Test
  func givenTheDeclarativeList_whenADetailIsOpenedAndBackIsTapped_thenThePlayersAreNotLoadedAgain()
    async throws
  {
    // Given: SwiftUI runs onAppear and task again when the list is back on top
    let env = TestEnvironment(players: Player.squad)
    let driver = try await AppLauncher(makeRoot: MVPApp.makeDeclarativeRoot).launchOnPlayerList(env)
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
