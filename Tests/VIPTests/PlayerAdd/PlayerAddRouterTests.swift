import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct PlayerAddRouterTests {
  @Test func givenCreatedPlayer_whenRoutedToPlayerList_thenAddIsPoppedAndTheListReloads()
    async
  {
    // Given: a Player List with Player Add on top, the player created
    let env = TestEnvironment(players: Player.squad)
    let list = PlayerListConfigurator.makeScene(environment: env.environment)
    let navigation = NavigationController(rootViewController: list)
    let interactor = PlayerAddInteractor(
      presenter: PlayerAddPresenter(), playerService: env.players)
    await interactor.createPlayer(request: PlayerAddScene.CreatePlayer.Request(name: "Eve"))
    let sut = PlayerAddRouter(dataStore: interactor)
    let source = PlayerAddViewController(interactor: interactor, router: sut)
    sut.viewController = source
    navigation.pushViewController(source, animated: false)

    // When
    await sut.routeToPlayerList()

    // Then
    #expect(navigation.topViewController === list)
    #expect(list.router.dataStore?.players.map(\.name) == Player.squad.map(\.name) + ["Eve"])
  }
}
