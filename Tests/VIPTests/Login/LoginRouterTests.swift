import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct LoginRouterTests {
  @Test func givenLoginScene_whenRoutedToPlayerList_thenThePlayerListSceneIsPushed() {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let scene = LoginConfigurator.makeScene(environment: env.environment)
    let navigation = NavigationController(rootViewController: scene)

    // When
    scene.router.routeToPlayerList()

    // Then
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController is PlayerListViewController)
  }
}
