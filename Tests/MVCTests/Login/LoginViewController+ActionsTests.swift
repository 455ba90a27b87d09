import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// Login and Register through the driver: the overlay around each call, the stores, the alerts.
@MainActor
@Suite struct LoginViewControllerActionsTests {
  /// Login at the root of a navigation stack, with `username` and `password` typed in.
  private func makeSUT(username: String = "demo", password: String = "secret") async throws -> (
    driver: Driver, env: TestEnvironment
  ) {
    let env = TestEnvironment()
    let driver = ScreenHost.show(LoginViewController(environment: env.environment), pushed: false)
    try await driver.type(username, into: "login.username")
    try await driver.type(password, into: "login.password")
    return (driver, env)
  }

  @Test func givenLoginInFlight_whenLoginTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, env) = try await makeSUT()
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
    let (driver, env) = try await makeSUT()
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
    let (driver, env) = try await makeSUT(username: "eve", password: "pass")

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
    let (driver, env) = try await makeSUT(username: "eve", password: "pass")
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
    let (driver, env) = try await makeSUT()

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
    let (driver, env) = try await makeSUT(username: "eve", password: "pass")
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
