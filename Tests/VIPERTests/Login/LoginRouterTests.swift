import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct LoginRouterTests {
  @Test func givenARememberedUsername_whenTheModuleIsCreated_thenItsViewShowsIt() throws {
    // Given
    let env = TestEnvironment()
    try env.credentials.saveUsername("ana")

    // When: the view loads and asks through presenter and interactor, which answer back
    let driver = ScreenHost.show(
      LoginRouter.createModule(environment: env.environment), pushed: false)

    // Then
    #expect(try driver.text(of: "login.username") == "ana")
    #expect(try driver.isOn("login.rememberMe"))
  }

  @Test func givenTheLoginScreen_whenShowPlayerList_thenThePlayerListModuleIsPushed() {
    // Given
    let env = TestEnvironment()
    let router = LoginRouter(environment: env.environment)
    let screen = ViewController()
    let navigation = NavigationController(rootViewController: screen)
    router.viewController = screen

    // When
    router.showPlayerList()

    // Then
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController is PlayerListViewController)
  }
}
