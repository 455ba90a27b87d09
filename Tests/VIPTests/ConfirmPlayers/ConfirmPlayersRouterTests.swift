import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct ConfirmPlayersRouterTests {
  @Test func givenStartedGather_whenRoutedToGather_thenGatherGetsItAndIsPushed() async {
    // Given: Ana in Team A and Bruno in Team B, the gather started
    let env = TestEnvironment(players: Player.squad)
    let interactor = ConfirmPlayersInteractor(
      presenter: ConfirmPlayersPresenter(), gatherService: env.gathers)
    interactor.players = Array(Player.squad.prefix(2))
    interactor.movePlayer(
      request: .init(sourceSection: 0, sourceRow: 0, destinationSection: 1, destinationRow: 0))
    interactor.movePlayer(
      request: .init(sourceSection: 0, sourceRow: 0, destinationSection: 2, destinationRow: 0))
    await interactor.startGather(request: ConfirmPlayersScene.StartGather.Request())
    let sut = ConfirmPlayersRouter(dataStore: interactor, environment: env.environment)
    let source = ConfirmPlayersViewController(interactor: interactor, router: sut)
    sut.viewController = source
    let navigation = NavigationController(rootViewController: source)

    // When
    sut.routeToGather()

    // Then
    let gather = navigation.topViewController as? GatherViewController
    #expect(gather?.router.dataStore?.gather == interactor.gather)
    #expect(gather?.router.dataStore?.gather?.gatherId == GatherServiceFake.id(1))
    #expect(gather?.title == "Gather in progress")
  }
}
