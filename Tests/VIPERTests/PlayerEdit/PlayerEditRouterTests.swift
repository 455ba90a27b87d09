import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct PlayerEditRouterTests {
  @Test func givenSkillOfAPlayer_whenTheModuleIsCreatedAndShown_thenItEditsThatField() throws {
    // Given
    let env = TestEnvironment()

    // When
    let driver = ScreenHost.show(
      PlayerEditRouter.createModule(
        player: .completeFixture(), field: .skill, output: nil, environment: env.environment))

    // Then
    #expect(driver.title == "Skill")
    #expect(
      try driver.rows(in: "playerEdit.options").first?.map(\.accessory) == [
        .none, .none, .checkmark,
      ])
    #expect(try !driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenSavedEdit_whenRoutedBack_thenEditIsPopped() {
    // Given
    let router = PlayerEditRouter()
    let detail = ViewController()
    let edit = ViewController()
    let navigation = NavigationController(rootViewController: detail)
    navigation.pushViewController(edit, animated: false)
    router.viewController = edit

    // When
    router.closePlayerEdit()

    // Then
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === detail)
  }
}
