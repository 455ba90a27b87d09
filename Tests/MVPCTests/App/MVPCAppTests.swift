import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// The one smoke test of MVP-C's composition root: the stack it returns carries the tree.
///
/// Each coordinator is tested on its own; journeys through the app are the acceptance suite's.
@MainActor
@Suite struct MVPCAppTests {
  @Test func givenNewEnvironment_whenRootIsMade_thenTheStackHoldsTheTreeWithLoginStarted()
    throws
  {
    // Given
    let env = TestEnvironment()

    // When
    let root = MVPCApp.makeRoot(environment: env.environment)

    // Then
    let appCoordinator = try #require(root.delegate as? AppCoordinator)
    #expect(root.viewControllers.count == 1 && root.topViewController is LoginViewController)
    #expect(
      appCoordinator.childCoordinators.map { type(of: $0) == LoginCoordinator.self } == [true])
  }

  @Test func givenSquad_whenTheDemoUserSignsIn_thenLoginsCoordinatorHasStartedThePlayerList()
    async throws
  {
    // Given
    let launcher = AppLauncher(makeRoot: MVPCApp.makeRoot)
    let env = TestEnvironment(players: Player.squad)

    // When
    let driver = try await launcher.launchOnPlayerList(env)

    // Then
    let root = try #require(driver.window.navigationController)
    let appCoordinator = try #require(root.delegate as? AppCoordinator)
    let login = try #require(appCoordinator.childCoordinators.first)
    #expect(login.childCoordinators.first is PlayerListCoordinator)
    #expect(
      root.viewControllers.map { String(describing: type(of: $0)) } == [
        "LoginViewController", "PlayerListViewController",
      ])
    #expect(try driver.rows(in: "playerList.table").first?.count == 4)
  }
}

/// The smoke tests of `MVPCApp.makeDeclarativeRoot`: the same tree over the declarative stack.
@MainActor
@Suite struct MVPCAppDeclarativeTests {
  @Test func givenRememberOffInTheSettings_whenTheDeclarativeUIIsLaunched_thenLoginShowsTheStores()
    async throws
  {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(false)
    try env.credentials.saveUsername("ana")

    // When
    let driver = await AppLauncher(makeRoot: MVPCApp.makeDeclarativeRoot).launch(env)

    // Then
    #expect(driver.window.navigationController?.viewControllers.count == 1)
    #expect(try !driver.isOn("login.rememberMe"))
    #expect(try driver.text(of: "login.username") == "")
  }

  @Test func givenSquad_whenTheDemoUserSignsIn_thenLoginsCoordinatorHasStartedThePlayerList()
    async throws
  {
    // Given
    let launcher = AppLauncher(makeRoot: MVPCApp.makeDeclarativeRoot)
    let env = TestEnvironment(players: Player.squad)

    // When
    let driver = try await launcher.launchOnPlayerList(env)

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
    let driver = try await AppLauncher(makeRoot: MVPCApp.makeDeclarativeRoot).launchOnPlayerList(
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
