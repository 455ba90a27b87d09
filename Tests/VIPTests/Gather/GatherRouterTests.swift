import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct GatherRouterTests {
  @Test
  func givenEndedGather_whenRoutedToPlayerList_thenListIsInListModeAndConfirmAndGatherArePopped()
    async throws
  {
    // Given: Player List, Confirm Players and an ended Gather on the stack
    let env = TestEnvironment(players: Player.squad)
    _ = try await env.gathers.createGather()
    let list = PlayerListConfigurator.makeScene(environment: env.environment)
    list.router.dataStore?.isSelecting = true
    let navigation = NavigationController(rootViewController: list)
    navigation.pushViewController(
      SceneFactory.confirmPlayers(with: Player.squad, environment: env.environment),
      animated: false)
    let interactor = GatherInteractor(
      presenter: GatherPresenter(), gatherService: env.gathers, clock: env.clock)
    interactor.gather = GatherModel.fixture()
    await interactor.confirmEnd(request: GatherScene.ConfirmEnd.Request())
    let sut = GatherRouter(dataStore: interactor)
    let source = GatherViewController(interactor: interactor, router: sut)
    sut.viewController = source
    navigation.pushViewController(source, animated: false)

    // When
    sut.routeToPlayerList()

    // Then
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === list)
    #expect(list.router.dataStore?.isSelecting == false)
  }
}
