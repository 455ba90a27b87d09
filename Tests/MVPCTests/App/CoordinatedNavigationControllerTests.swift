import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct CoordinatedNavigationControllerTests {
  @Test func givenTwoScreensWithCoordinators_whenOneIsPopped_thenOnlyItsCoordinatorIsRemoved()
    async
  {
    // Given
    let host = CoordinatorHost()
    let env = TestEnvironment()
    let first = PlayerAddCoordinator(
      navigationController: host.navigationController, environment: env.environment,
      didCreatePlayer: {})
    let second = PlayerAddCoordinator(
      navigationController: host.navigationController, environment: env.environment,
      didCreatePlayer: {})
    await host.start(first)
    await host.start(second)

    // When
    let popped = host.navigationController.popViewController(animated: false)

    // Then
    #expect(popped === second.rootViewController)
    #expect(host.root.childCoordinators.map(ObjectIdentifier.init) == [ObjectIdentifier(first)])
  }

  @Test func givenPlainScreenAboveACoordinatedOne_whenItIsPopped_thenTheTreeIsUntouched() async {
    // Given
    let host = CoordinatorHost()
    let child = PlayerAddCoordinator(
      navigationController: host.navigationController, environment: TestEnvironment().environment,
      didCreatePlayer: {})
    await host.start(child)
    host.navigationController.pushViewController(ViewController(), animated: false)

    // When
    host.navigationController.popViewController(animated: false)

    // Then
    #expect(host.root.childCoordinators.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
    #expect(host.driver.topViewController === child.rootViewController)
  }
}
