import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// The smoke tests of MVP-C's composition root: the stack it returns carries the tree.
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

  @Test func givenStackHoldingTheTree_whenTheStackIsReleased_thenTheTreeGoesWithIt() {
    // Given
    let env = TestEnvironment()
    weak var appCoordinator: AppCoordinator?
    weak var login: (any Coordinator)?
    do {
      let root = MVPCApp.makeRoot(environment: env.environment)
      appCoordinator = root.delegate as? AppCoordinator
      login = appCoordinator?.childCoordinators.first
      #expect(appCoordinator != nil && login != nil)
    }

    // When: the stack left the `do` scope

    // Then
    #expect(appCoordinator == nil && login == nil)
  }
}

/// The smoke test of `MVPCApp.makeDeclarativeRoot`: Login at the root of the declarative stack.
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
}
