import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct PlayerEditRouterTests {
  @Test func givenSavedEdit_whenRoutedToPlayerDetail_thenDetailShowsItAndEditIsPopped() async {
    // Given: Detail of Ana with Edit of her name on top, the new name saved
    let env = TestEnvironment(players: Player.squad)
    let detail = SceneFactory.playerDetail(of: Player.squad[0], environment: env.environment)
    let navigation = NavigationController(rootViewController: detail)
    _ = Window(rootViewController: navigation)
    let interactor = PlayerEditInteractor(
      presenter: PlayerEditPresenter(), playerService: env.players)
    interactor.player = Player.squad[0]
    interactor.field = .name
    interactor.changeText(request: PlayerEditScene.ChangeText.Request(text: "Bea"))
    await interactor.saveField(request: PlayerEditScene.SaveField.Request())
    let sut = PlayerEditRouter(dataStore: interactor)
    let source = PlayerEditViewController(interactor: interactor, router: sut)
    sut.viewController = source
    navigation.pushViewController(source, animated: false)

    // When
    sut.routeToPlayerDetail()

    // Then: Detail took the edit from its data store when it appeared again
    #expect(navigation.topViewController === detail)
    #expect(detail.title == "Bea")
    #expect(detail.router.dataStore?.player?.name == "Bea")
  }

  @Test func givenSavedEditOnTheDeclarativePath_whenRoutedToPlayerDetail_thenListAndDetailHoldIt()
    async
  {
    // Given: the list and Ana's detail on the path, Edit of her name on top, the new name saved
    let env = TestEnvironment(players: Player.squad)
    let path = ScenePath()
    path.showPlayerList(environment: env.environment)
    path.playerList?.router.dataStore?.players = Player.squad
    path.showPlayerDetail(environment: env.environment) { $0.player = Player.squad[0] }
    let interactor = PlayerEditInteractor(
      presenter: PlayerEditPresenter(), playerService: env.players)
    interactor.player = Player.squad[0]
    interactor.field = .name
    interactor.changeText(request: PlayerEditScene.ChangeText.Request(text: "Bea"))
    await interactor.saveField(request: PlayerEditScene.SaveField.Request())
    let sut = PlayerEditRouter(dataStore: interactor)
    let source = PlayerEditViewState(
      interactor: interactor, router: sut, sceneNavigation: path)
    sut.viewController = source
    path.routes.append(.playerEdit)

    // When
    sut.routeToPlayerDetail()

    // Then: Edit is closed; Detail and the list hold the saved player
    #expect(path.routes.count == 2)
    #expect(path.playerDetail?.router.dataStore?.player?.name == "Bea")
    #expect(path.playerList?.router.dataStore?.players.map(\.name).first == "Bea")
  }
}
