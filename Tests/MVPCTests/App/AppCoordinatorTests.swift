import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct AppCoordinatorTests {
  @Test func givenEmptyStack_whenStarted_thenLoginsCoordinatorIsItsOnlyChildAndLoginTheRoot()
    throws
  {
    // Given
    let env = TestEnvironment()
    let navigationController = CoordinatedNavigationController()
    let sut = AppCoordinator(
      navigationController: navigationController, environment: env.environment)

    // When
    sut.start()

    // Then
    let login = try #require(sut.childCoordinators.first as? LoginCoordinator)
    #expect(sut.childCoordinators.count == 1 && sut.rootViewController == nil)
    #expect(
      navigationController.viewControllers.map(ObjectIdentifier.init) == [
        ObjectIdentifier(try #require(login.rootViewController))
      ])
  }

  @Test func givenStackHoldingTheTree_whenTheStackIsReleased_thenTheTreeGoesWithIt() {
    // Given
    let env = TestEnvironment()
    weak var appCoordinator: AppCoordinator?
    weak var login: (any Coordinator)?
    do {
      let root = MVPCApp.makeRoot(environment: env.environment)
      appCoordinator =
        (root as? CoordinatedNavigationController)?.rootCoordinator as? AppCoordinator
      login = appCoordinator?.childCoordinators.first
      #expect(appCoordinator != nil && login != nil)
    }

    // When: the stack left the `do` scope

    // Then
    #expect(appCoordinator == nil && login == nil)
  }
}
