import Domain
import Foundation
import TestSupport
import Testing
import VIP
import ViewKit

@MainActor
@Suite struct PlayerEditRouterTests {
  @Test func givenSavedEdit_whenRoutedToPlayerDetail_thenDetailShowsItAndEditIsPopped() async {
    // Given: Detail of Ana with Edit of her name on top, the new name saved
    let env = TestEnvironment(players: Player.squad)
    let detail = VIPAppHarness.playerDetail(of: Player.squad[0], environment: env.environment)
    let navigation = NavigationController(rootViewController: detail)
    _ = Window(rootViewController: navigation)
    let interactor = PlayerEditInteractor(presenter: PlayerEditPresenter(), players: env.players)
    interactor.player = Player.squad[0]
    interactor.field = .name
    interactor.changeText(request: PlayerEdit.ChangeText.Request(text: "Bea"))
    await interactor.saveField(request: PlayerEdit.SaveField.Request())
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

  @Test func givenEditOfSkill_whenAnotherSkillIsSaved_thenDetailShowsItCapitalized() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await vipApp.launchOnPlayerList(env)
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "playerList.table")
    try await driver.selectRow(IndexPath(row: 1, section: 1), in: "playerDetail.table")
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: "playerEdit.options")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(driver.topViewController is PlayerDetailViewController)
    #expect(try driver.rows(in: "playerDetail.table")[1][1].detail == "Professional")
  }
}
