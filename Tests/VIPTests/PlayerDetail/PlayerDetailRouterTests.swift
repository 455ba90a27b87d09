import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct PlayerDetailRouterTests {
  private let ana = Player.squad[0]

  /// A Player Detail scene of Ana, built by hand so the test can drive its interactor, pushed
  /// over a Player List scene.
  private func makeSUT() -> (
    sut: PlayerDetailRouter, interactor: PlayerDetailInteractor, navigation: NavigationController,
    list: PlayerListViewController
  ) {
    let env = TestEnvironment(players: Player.squad)
    let interactor = PlayerDetailInteractor(presenter: PlayerDetailPresenter())
    interactor.player = ana
    let sut = PlayerDetailRouter(dataStore: interactor, environment: env.environment)
    let source = PlayerDetailViewController(interactor: interactor, router: sut)
    sut.viewController = source
    let list = PlayerListConfigurator.makeScene(environment: env.environment)
    let navigation = NavigationController(rootViewController: list)
    navigation.pushViewController(source, animated: false)
    return (sut, interactor, navigation, list)
  }

  @Test func givenAgeRowChosen_whenRoutedToPlayerEdit_thenEditGetsPlayerAndFieldAndIsPushed() {
    // Given
    let (sut, interactor, navigation, _) = makeSUT()
    interactor.selectField(request: PlayerDetailScene.SelectField.Request(field: .age))

    // When
    sut.routeToPlayerEdit()

    // Then
    let edit = navigation.topViewController as? PlayerEditViewController
    #expect(edit?.router.dataStore?.player?.hasSameContents(as: ana) == true)
    #expect(edit?.router.dataStore?.field == .age)
    #expect(edit?.title == "Age")
  }

  @Test func givenNoRowChosen_whenRoutedToPlayerEdit_thenNothingIsPushed() {
    // Given: no row tapped yet
    let (sut, _, navigation, _) = makeSUT()

    // When
    sut.routeToPlayerEdit()

    // Then
    #expect(navigation.topViewController is PlayerDetailViewController)
  }
}
