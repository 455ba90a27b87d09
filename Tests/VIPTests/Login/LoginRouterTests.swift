import Domain
import TestSupport
import Testing
import VIP
import ViewKit

@MainActor
@Suite struct LoginRouterTests {
  @Test func givenLoginScene_whenRoutedToPlayerList_thenThePlayerListSceneIsPushed() {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let scene = LoginConfigurator.makeScene(environment: env.environment)
    let navigation = NavigationController(rootViewController: scene)

    // When
    scene.router.routeToPlayerList()

    // Then
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController is PlayerListViewController)
  }

  @Test func givenKnownUser_whenTypingAndTappingLogin_thenPlayerListIsPushedWithRows()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = await vipApp.launch(env)

    // When
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")
    try await driver.tap("login.loginButton")

    // Then
    #expect(driver.topViewController is PlayerListViewController)
    #expect(driver.title == "Players")
    #expect(try driver.rows(in: "playerList.table").first?.count == 4)
    #expect(env.auth.calls == [.login(Credentials(username: "demo", password: "secret"))])
    #expect(env.credentials.username == "demo")
  }
}
