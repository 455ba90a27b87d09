import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct AppCoordinatorTests {
  /// A launched app coordinator and its stack, shown in a window.
  private func makeSUT() -> (sut: AppCoordinator, stack: NavigationController, driver: Driver) {
    let sut = AppCoordinator(environment: TestEnvironment().environment)
    let stack = sut.launch()
    return (sut, stack, Driver(window: Window(rootViewController: stack)))
  }

  @Test func givenNewCoordinator_whenLaunched_thenLoginsCoordinatorIsItsOnlyChildAndLoginTheRoot()
    throws
  {
    // Given, When
    let (sut, stack, _) = makeSUT()

    // Then
    let login = try #require(sut.childCoordinators.first as? LoginCoordinator)
    #expect(sut.childCoordinators.count == 1 && sut.rootViewController == nil)
    #expect(stack.delegate === sut)
    #expect(
      stack.viewControllers.map(ObjectIdentifier.init) == [
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
      appCoordinator = root.delegate as? AppCoordinator
      login = appCoordinator?.childCoordinators.first
      #expect(appCoordinator != nil && login != nil)
    }

    // When: the stack left the `do` scope

    // Then
    #expect(appCoordinator == nil && login == nil)
  }

  @Test func givenTwoScreensWithCoordinators_whenOneIsPopped_thenOnlyItsCoordinatorIsRemoved()
    async
  {
    // Given
    let (sut, stack, driver) = makeSUT()
    let env = TestEnvironment()
    let first = PlayerAddCoordinator(
      stack: .uikit(stack), environment: env.environment, didCreatePlayer: {})
    let second = PlayerAddCoordinator(
      stack: .uikit(stack), environment: env.environment, didCreatePlayer: {})
    sut.startChild(first)
    sut.startChild(second)
    await driver.waitUntilIdle()

    // When
    let popped = stack.popViewController(animated: false)

    // Then
    #expect(popped === second.rootViewController)
    #expect(
      sut.childCoordinators.dropFirst().map(ObjectIdentifier.init) == [ObjectIdentifier(first)])
  }

  @Test func givenPlainScreenAboveACoordinatedOne_whenItIsPopped_thenTheTreeIsUntouched() async {
    // Given
    let (sut, stack, driver) = makeSUT()
    let child = PlayerAddCoordinator(
      stack: .uikit(stack), environment: TestEnvironment().environment,
      didCreatePlayer: {})
    sut.startChild(child)
    stack.pushViewController(ViewController(), animated: false)

    // When
    stack.popViewController(animated: false)

    // Then
    #expect(
      sut.childCoordinators.dropFirst().map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
    #expect(driver.topViewController === child.rootViewController)
  }
}
