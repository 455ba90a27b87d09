import Domain
import TestSupport
import Testing
import ViewKit

@testable import MV

@MainActor
@Suite struct LoginScreenTests {
  /// The app on Login over `env`, with `username` and `password` typed in.
  private func makeTypedSUT(
    _ env: TestEnvironment = TestEnvironment(), username: String = "demo",
    password: String = "secret"
  ) async throws -> Driver {
    let driver = await AppHost(env).show()
    try await driver.type(username, into: "login.username")
    try await driver.type(password, into: "login.password")
    return driver
  }

  @Test func givenNothingStored_whenScreenIsShown_thenLoginShowsTheFormInSpecOrder() async {
    // Given
    let env = TestEnvironment()

    // When
    let driver = await AppHost(env).show()

    // Then: an empty navigation bar (no title) over its rule, then the form in SPEC order
    let lines = driver.render().split(separator: "\n", omittingEmptySubsequences: false)
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
    let driver = try await makeTypedSUT(env)

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(driver.isShowing(PlayerListScreen.self))
    #expect(driver.title == "Players")
    #expect(try driver.rows(in: "playerList.table").first?.count == 4)
    #expect(env.auth.calls == [.login(.fixture())])
    #expect(env.credentials.username == "demo")
  }

  @Test func givenEmptyPassword_whenLoginTapped_thenMandatoryAlertAndNoRequest() async throws {
    // Given
    let env = TestEnvironment()
    let driver = try await makeTypedSUT(env, password: "")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Both fields are mandatory.", actions: ["OK"]))
    #expect(!driver.isLoading)
    #expect(env.auth.calls.isEmpty)
    #expect(driver.stackCount == 1)
  }

  @Test func givenRememberedUsername_whenScreenIsShown_thenUsernameIsPrefilledAndSwitchIsOn()
    async throws
  {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")

    // When
    let driver = await AppHost(env).show()

    // Then
    #expect(try driver.text(of: "login.username") == "ana")
    #expect(try driver.isOn("login.rememberMe"))
    #expect(try driver.text(of: "login.password") == "")
  }

  @Test func givenRememberOff_whenScreenIsShown_thenSwitchIsOffAndUsernameIsEmpty() async throws {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(false)
    try env.credentials.saveUsername("ana")

    // When
    let driver = await AppHost(env).show()

    // Then
    #expect(try driver.text(of: "login.username") == "")
    #expect(try !driver.isOn("login.rememberMe"))
  }

  @Test func givenWrongPassword_whenLoginTapped_thenErrorAlertAndStaysOnLogin() async throws {
    // Given
    let driver = try await makeTypedSUT(password: "wrong")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Wrong username or password.", actions: ["OK"]))
    #expect(!driver.isLoading)
    #expect(driver.stackCount == 1)
  }

  @Test func givenLoginInFlight_whenLoginTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let env = TestEnvironment()
    let driver = try await makeTypedSUT(env)
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
    #expect(driver.isShowing(PlayerListScreen.self))
  }

  @Test func givenAnEmptyField_whenRegisterTapped_thenMandatoryAlertWithoutRequestOrLoading()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let driver = await AppHost(env).show()
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
    let env = TestEnvironment()
    let driver = try await makeTypedSUT(env)
    try env.credentials.saveUsername("old")
    try await driver.toggle("login.rememberMe")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(driver.isShowing(PlayerListScreen.self))
    #expect(env.credentials.username == nil)
    #expect(env.settings.remember == false)
    #expect(env.credentials.token == AuthServiceFake.token(for: "demo"))
  }

  @Test func givenNewUsername_whenRegisterTapped_thenRegistersLogsInAndShowsPlayerList()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let driver = try await makeTypedSUT(env, username: "eve", password: "pass")

    // When
    try await driver.tap("login.registerButton")

    // Then
    let credentials = Credentials(username: "eve", password: "pass")
    #expect(env.auth.calls == [.register(credentials), .login(credentials)])
    #expect(driver.isShowing(PlayerListScreen.self))
    #expect(env.credentials.username == "eve")
    #expect(!driver.isLoading)
  }

  @Test func givenTakenUsername_whenRegisterTapped_thenAlertsWithoutLoggingIn() async throws {
    // Given
    let env = TestEnvironment()
    let driver = try await makeTypedSUT(env)

    // When
    try await driver.tap("login.registerButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error", message: "This username is already taken.", actions: ["OK"]))
    #expect(env.auth.calls == [.register(.fixture())])
    #expect(!driver.isLoading)
    #expect(driver.stackCount == 1)
  }

  @Test func givenAnAlertDismissed_whenTheSameErrorComesAgain_thenItIsPresentedAgain()
    async throws
  {
    // Given
    let driver = try await makeTypedSUT(password: "wrong")
    try await driver.tap("login.loginButton")
    try await driver.tapAlertAction("OK")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Wrong username or password.", actions: ["OK"]))
  }

  @Test func givenASignedInUser_whenBackToLoginAndSignedInAgain_thenTheListLoadsAfresh()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await makeTypedSUT(env)
    try await driver.tap("login.loginButton")
    try await driver.goBack()
    env.players.control.fail(.players, with: .transport)

    // When
    try await driver.tap("login.loginButton")

    // Then: a new list, without the rows the first sign-in loaded
    #expect(driver.isShowing(PlayerListScreen.self))
    #expect(try driver.rows(in: "playerList.table").first?.isEmpty ?? true)
    #expect(driver.alert?.message == "Could not connect to the server.")
  }
}
