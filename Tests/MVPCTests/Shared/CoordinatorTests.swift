import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct CoordinatorTests {
  @Test func givenParent_whenAChildIsStarted_thenItIsAdoptedAndShowsItsScreen() async {
    // Given
    let host = CoordinatorHost()
    let env = TestEnvironment()
    let child = PlayerAddCoordinator(
      navigationController: host.navigationController, environment: env.environment,
      didCreatePlayer: {})

    // When
    await host.start(child)

    // Then
    #expect(host.root.childCoordinators.first === child)
    #expect(child.parentCoordinator === host.root)
    #expect(host.driver.topViewController === child.rootViewController)
  }

  @Test func givenAdoptedChild_whenRemoved_thenItIsForgottenAndHasNoParent() async {
    // Given
    let host = CoordinatorHost()
    let child = RootCoordinatorStub()
    host.root.addChild(child)

    // When
    host.root.removeChild(child)

    // Then
    #expect(host.root.childCoordinators.isEmpty)
    #expect(child.parentCoordinator == nil)
  }

  @Test func givenDetailUnderEdit_whenBothScreensLeave_thenBothCoordinatorsAreReleased() async {
    // Given
    let host = CoordinatorHost()
    let env = TestEnvironment(players: [.completeFixture()])
    weak var detail: PlayerDetailCoordinator?
    weak var edit: (any Coordinator)?
    do {
      let started = PlayerDetailCoordinator(
        navigationController: host.navigationController, environment: env.environment,
        player: .completeFixture(), didUpdate: { _ in })
      await host.start(started)
      started.didSelectField(.age, of: .completeFixture())
      (detail, edit) = (started, started.childCoordinators.first)
    }
    #expect(detail != nil && edit != nil)

    // When
    host.navigationController.popToRootViewController(animated: false)

    // Then
    #expect(host.root.childCoordinators.isEmpty)
    #expect(detail == nil && edit == nil)
  }
}
