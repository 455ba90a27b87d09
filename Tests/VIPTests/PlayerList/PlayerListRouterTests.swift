import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct PlayerListRouterTests {
  private let squad = Player.squad

  /// A loaded Player List scene, built by hand so the test can drive its interactor.
  private func makeSUT() async -> (
    sut: PlayerListRouter, interactor: PlayerListInteractor, navigation: NavigationController
  ) {
    let env = TestEnvironment(players: Player.squad)
    let interactor = PlayerListInteractor(
      presenter: PlayerListPresenter(), playerService: env.players)
    let sut = PlayerListRouter(dataStore: interactor, environment: env.environment)
    let source = PlayerListViewController(interactor: interactor, router: sut)
    sut.viewController = source
    await interactor.fetchPlayers(request: PlayerListScene.FetchPlayers.Request(reload: false))
    return (sut, interactor, NavigationController(rootViewController: source))
  }

  @Test func givenTappedRow_whenRoutedToPlayerDetail_thenDetailGetsThatPlayerAndIsPushed() async {
    // Given
    let (sut, interactor, navigation) = await makeSUT()
    interactor.selectPlayer(request: PlayerListScene.SelectPlayer.Request(id: 2))

    // When
    sut.routeToPlayerDetail()

    // Then
    let detail = navigation.topViewController as? PlayerDetailViewController
    #expect(detail?.router.dataStore?.player?.hasSameContents(as: squad[1]) == true)
    #expect(detail?.title == "Bruno")
  }

  @Test func givenTwoTicked_whenRoutedToConfirmPlayers_thenTheyAreOnTheBenchInListOrder() async {
    // Given
    let (sut, interactor, navigation) = await makeSUT()
    interactor.changeMode(request: PlayerListScene.ChangeMode.Request())
    interactor.selectPlayer(request: PlayerListScene.SelectPlayer.Request(id: 4))
    interactor.selectPlayer(request: PlayerListScene.SelectPlayer.Request(id: 2))

    // When
    sut.routeToConfirmPlayers()

    // Then
    let confirm = navigation.topViewController as? ConfirmPlayersViewController
    #expect(confirm?.router.dataStore?.players.map(\.name) == ["Bruno", "Dan"])
    #expect(confirm?.title == "Confirm Players")
  }

  @Test func givenListScene_whenRoutedToPlayerAdd_thenPlayerAddIsPushed() async {
    // Given
    let (sut, _, navigation) = await makeSUT()

    // When
    sut.routeToPlayerAdd()

    // Then
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController is PlayerAddViewController)
  }
}
