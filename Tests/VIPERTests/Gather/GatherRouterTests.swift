import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct GatherRouterTests {
  @Test func givenAStartedGather_whenTheModuleIsCreatedAndShown_thenItsTeamsAndTenMinutesShow()
    throws
  {
    // Given
    let env = TestEnvironment()
    let model = GatherModel.fixture()

    // When
    let driver = ScreenHost.show(
      GatherRouter.createModule(model: model, output: nil, environment: env.environment))

    // Then
    #expect(driver.title == "Gather in progress")
    #expect(try driver.text(of: "gather.timer") == "10:00")
    #expect(try driver.text(of: "gather.actionButton") == "Start")
    #expect(
      try driver.rows(in: "gather.table").map { $0.map(\.detail) } == [["MID", "-"], ["GK"]])
  }

  @Test func givenEndedGather_whenRoutedToPlayerList_thenConfirmAndGatherArePopped() {
    // Given: Login, the list, Confirm Players and Gather on the stack
    let router = GatherRouter()
    let list = PlayerListViewController(presenter: PlayerListPresenterProtocolSpy())
    let gather = ViewController()
    let navigation = NavigationController(rootViewController: ViewController())
    for screen in [list, ViewController(), gather] {
      navigation.pushViewController(screen, animated: false)
    }
    router.viewController = gather

    // When
    router.closeGather()

    // Then
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController === list)
  }
}
