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

  // MARK: - Login and Register: the overlay around each call, the stores, the alerts

  /// Login at the root of a navigation stack, with `username` and `password` typed in.
  private func makeTypedSUT(username: String = "demo", password: String = "secret") async throws
    -> (
      driver: Driver, env: TestEnvironment
    )
  {
    let env = TestEnvironment()
    let driver = ScreenHost.show(LoginViewController(environment: env.environment), pushed: false)
    try await driver.type(username, into: "login.username")
    try await driver.type(password, into: "login.password")
    return (driver, env)
  }

  @Test func givenLoginInFlight_whenLoginTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, env) = try await makeTypedSUT()
    let gate = env.auth.control.suspend(.login)

    // When
    let tap = Task { try await driver.tap("login.loginButton") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    gate.open()
    try await tap.value

    // Then
    #expect(loadingDuringCall)
    #expect(!driver.isLoading)
    #expect(driver.topViewController is PlayerListViewController)
  }

  @Test func givenAnEmptyField_whenRegisterTapped_thenMandatoryAlertWithoutRequestOrLoading()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let driver = ScreenHost.show(LoginViewController(environment: env.environment), pushed: false)
    try await driver.type("eve", into: "login.username")

    // When
    try await driver.tap("login.registerButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Both fields are mandatory.", actions: ["OK"]))
    #expect(!driver.isLoading)
    #expect(env.auth.calls.isEmpty)
  }

  @Test func givenRememberOff_whenLoginSucceeds_thenForgetsTheUsername() async throws {
    // Given
    let (driver, env) = try await makeTypedSUT()
    try env.credentials.saveUsername("old")
    try await driver.toggle("login.rememberMe")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(driver.topViewController is PlayerListViewController)
    #expect(env.credentials.username == nil)
    #expect(env.settings.remember == false)
    #expect(env.credentials.token == AuthServiceFake.token(for: "demo"))
  }

  @Test func givenNewUsername_whenRegisterTapped_thenRegistersLogsInAndShowsPlayerList()
    async throws
  {
    // Given
    let (driver, env) = try await makeTypedSUT(username: "eve", password: "pass")

    // When
    try await driver.tap("login.registerButton")

    // Then
    let credentials = Credentials(username: "eve", password: "pass")
    #expect(env.auth.calls == [.register(credentials), .login(credentials)])
    #expect(driver.topViewController is PlayerListViewController)
    #expect(env.credentials.username == "eve")
    #expect(!driver.isLoading)
  }

  @Test func givenRegistered_whenAutoLoginRuns_thenOverlayStaysUpBetweenTheCalls() async throws {
    // Given
    let (driver, env) = try await makeTypedSUT(username: "eve", password: "pass")
    let gate = env.auth.control.suspend(.login)

    // When: the account exists and the login that follows is held
    let tap = Task { try await driver.tap("login.registerButton") }
    await gate.waitForArrival()
    let loadingAtLogin = driver.isLoading
    let callsAtLogin = env.auth.calls
    gate.open()
    try await tap.value

    // Then
    let credentials = Credentials(username: "eve", password: "pass")
    #expect(loadingAtLogin)
    #expect(callsAtLogin == [.register(credentials), .login(credentials)])
    #expect(!driver.isLoading)
  }

  @Test func givenTakenUsername_whenRegisterTapped_thenAlertsWithoutLoggingIn() async throws {
    // Given
    let (driver, env) = try await makeTypedSUT()

    // When
    try await driver.tap("login.registerButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error", message: "This username is already taken.", actions: ["OK"]))
    #expect(env.auth.calls == [.register(.fixture())])
    #expect(!driver.isLoading)
    #expect(driver.topViewController is LoginViewController)
  }

  @Test func givenRegisterSucceedsButLoginFails_whenRegisterTapped_thenAlertsAndStays()
    async throws
  {
    // Given
    let (driver, env) = try await makeTypedSUT(username: "eve", password: "pass")
    env.auth.control.fail(.login, with: .transport)

    // When
    try await driver.tap("login.registerButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error", message: "Could not connect to the server.", actions: ["OK"]))
    #expect(!driver.isLoading)
    #expect(driver.topViewController is LoginViewController)
    #expect(env.credentials.token == nil)
  }
}
