import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct PlayerAddRouterTests {
  @Test func givenTheModule_whenANameIsSaved_thenItIsCreatedTheOutputToldAndAddPopped()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let output = PlayerAddModuleOutputSpy()
    let driver = ScreenHost.show(
      PlayerAddRouter.createModule(output: output, environment: env.environment))
    try await driver.type("Eva", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(env.players.calls == [.create(PlayerCreate(name: "Eva"))])
    #expect(output.calls == [.playerAddDidCreatePlayer])
    #expect(!(driver.topViewController is PlayerAddViewController))
  }

  @Test func givenAddOnTopOfTheList_whenClosed_thenTheListIsOnTopAgain() {
    // Given
    let router = PlayerAddRouter()
    let list = ViewController()
    let add = ViewController()
    let navigation = NavigationController(rootViewController: list)
    navigation.pushViewController(add, animated: false)
    router.viewController = add

    // When
    router.closePlayerAdd()

    // Then
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(list)])
  }
}
