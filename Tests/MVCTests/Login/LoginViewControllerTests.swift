import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVC

@MainActor
@Suite struct LoginViewControllerTests {
  /// Login over `env`, at the root of a navigation stack as the app shows it.
  private func makeSUT(_ env: TestEnvironment) -> Driver {
    ScreenHost.show(LoginViewController(environment: env.environment), pushed: false)
  }

  @Test func givenNothingStored_whenScreenIsShown_thenLoginShowsTheFormInSpecOrder() {
    // Given
    let env = TestEnvironment()

    // When
    let driver = makeSUT(env)

    // Then: an empty navigation bar (no title) over its rule, then the form in SPEC order
    let lines = driver.render().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(driver.title == nil)
    #expect(lines.first == "")
    #expect(
      lines.dropFirst(2).map(String.init) == [
        "[(Enter username)____]", "[(Enter password)____]", "[Login]", "Remember Me  (ON)",
        "Don't have an account?", "[Register]",
      ])
  }

  @Test func givenKnownUser_whenTypingAndTappingLogin_thenPlayerListIsPushedWithRows()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = makeSUT(env)

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

  @Test func givenEmptyPassword_whenLoginTapped_thenMandatoryAlertAndNoRequest() async throws {
    // Given
    let env = TestEnvironment()
    let driver = makeSUT(env)
    try await driver.type("demo", into: "login.username")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Both fields are mandatory.", actions: ["OK"]))
    #expect(!driver.isLoading)
    #expect(env.auth.calls.isEmpty)
    #expect(driver.topViewController is LoginViewController)
  }

  @Test func givenRememberedUsername_whenScreenIsShown_thenUsernameIsPrefilledAndSwitchIsOn()
    throws
  {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")

    // When
    let driver = makeSUT(env)

    // Then
    #expect(try driver.text(of: "login.username") == "ana")
    #expect(try driver.isOn("login.rememberMe"))
    #expect(try driver.text(of: "login.password") == "")
  }

  @Test func givenRememberOff_whenScreenIsShown_thenSwitchIsOffAndUsernameIsEmpty() throws {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(false)
    try env.credentials.saveUsername("ana")

    // When
    let driver = makeSUT(env)

    // Then
    #expect(try driver.text(of: "login.username") == "")
    #expect(try !driver.isOn("login.rememberMe"))
  }

  @Test func givenWrongPassword_whenLoginTapped_thenErrorAlertAndStaysOnLogin() async throws {
    // Given
    let env = TestEnvironment()
    let driver = makeSUT(env)
    try await driver.type("demo", into: "login.username")
    try await driver.type("wrong", into: "login.password")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Wrong username or password.", actions: ["OK"]))
    #expect(!driver.isLoading)
    #expect(driver.topViewController is LoginViewController)
  }
}
