import Domain
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
