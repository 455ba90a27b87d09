import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVP

@MainActor
@Suite struct LoginViewControllerTests {
  @Test func givenRememberedUser_whenLoginIsShown_thenItsPresenterHasFilledTheForm() throws {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")

    // When
    let driver = ScreenHost.show(LoginViewController(environment: env.environment), pushed: false)

    // Then
    #expect(try driver.text(of: "login.username") == "ana")
    #expect(try driver.isOn("login.rememberMe"))
  }

  @Test func givenLoginOnScreen_whenItsViewAsksForThePlayerList_thenPlayerListIsPushed() async {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let sut = LoginViewController(environment: env.environment)
    let driver = ScreenHost.show(sut, pushed: false)

    // When
    sut.showPlayerList()
    await driver.waitUntilIdle()

    // Then
    #expect(driver.topViewController is PlayerListViewController)
    #expect(env.players.calls == [.players])
  }

  @Test func givenTypedCredentials_whenLoginTapped_thenTheAssembledScreenSignsInAndPushes()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let driver = ScreenHost.show(LoginViewController(environment: env.environment), pushed: false)
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(env.auth.calls == [.login(.fixture())])
    #expect(driver.topViewController is PlayerListViewController)
  }
}
