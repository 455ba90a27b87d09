import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// The root coordinator as the stack's delegate: the coordinators of screens that left go.
@MainActor
@Suite struct AppCoordinatorTests {
  /// An app coordinator as the delegate of a stack with a plain root, shown in a window.
  private func makeSUT() -> (sut: AppCoordinator, stack: NavigationController, driver: Driver) {
    let sut = AppCoordinator(environment: TestEnvironment().environment)
    let stack = NavigationController(rootViewController: ViewController())
    stack.delegate = sut
    return (sut, stack, Driver(window: Window(rootViewController: stack)))
  }

  @Test func givenTwoScreensWithCoordinators_whenOneIsPopped_thenOnlyItsCoordinatorIsRemoved()
    async
  {
    // Given
    let (sut, stack, driver) = makeSUT()
    let env = TestEnvironment()
    let first = PlayerAddCoordinator(
      navigationController: stack, environment: env.environment, didCreatePlayer: {})
    let second = PlayerAddCoordinator(
      navigationController: stack, environment: env.environment, didCreatePlayer: {})
    sut.startChild(first)
    sut.startChild(second)
    await driver.waitUntilIdle()

    // When
    let popped = stack.popViewController(animated: false)

    // Then
    #expect(popped === second.rootViewController)
    #expect(
      sut.childCoordinators.map(ObjectIdentifier.init) == [ObjectIdentifier(first)])
  }

  @Test func givenPlainScreenAboveACoordinatedOne_whenItIsPopped_thenTheTreeIsUntouched() async {
    // Given
    let (sut, stack, driver) = makeSUT()
    let child = PlayerAddCoordinator(
      navigationController: stack, environment: TestEnvironment().environment,
      didCreatePlayer: {})
    sut.startChild(child)
    stack.pushViewController(ViewController(), animated: false)

    // When
    stack.popViewController(animated: false)

    // Then
    #expect(
      sut.childCoordinators.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
    #expect(driver.topViewController === child.rootViewController)
  }
}
