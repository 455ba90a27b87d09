import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// The binding of Login's controller to its view model: the widgets show its outputs and
/// the user's taps and keystrokes reach it as inputs.
@MainActor
@Suite struct LoginViewControllerTests {
  private func makeSUT(_ env: TestEnvironment = TestEnvironment()) -> Driver {
    ScreenHost.show(LoginViewController(environment: env.environment), pushed: false)
  }

  @Test func givenRememberedUsername_whenScreenIsShown_thenUsernameIsPrefilledAndSwitchIsOn()
    throws
  {
    // Given
    let env = TestEnvironment()
    try env.credentials.saveUsername("ana")

    // When
    let driver = makeSUT(env)

    // Then: the view model's load outputs reached the widgets
    #expect(driver.title == nil)
    #expect(try driver.text(of: "login.username") == "ana")
    #expect(try driver.isOn("login.rememberMe"))
    #expect(try driver.text(of: "login.password") == "")
  }

  @Test func givenTypedCredentialsAndRememberOff_whenLoginTapped_thenTheViewModelSignsInWithThem()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let driver = makeSUT(env)
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")
    try await driver.toggle("login.rememberMe")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(env.auth.calls == [.login(.fixture())])
    #expect(env.settings.remember == false)
    #expect(driver.stackCount == 2)
    #expect(driver.title == "Players")
  }

  @Test func givenTypedCredentials_whenRegisterTapped_thenTheViewModelRegistersThenLogsIn()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let driver = makeSUT(env)
    try await driver.type("eve", into: "login.username")
    try await driver.type("pass", into: "login.password")

    // When
    try await driver.tap("login.registerButton")

    // Then
    let typed = Credentials(username: "eve", password: "pass")
    #expect(env.auth.calls == [.register(typed), .login(typed)])
    #expect(driver.stackCount == 2)
    #expect(driver.title == "Players")
  }

  @Test func givenLoginHeld_whenLoginTapped_thenTheOverlayFollowsIsLoading() async throws {
    // Given
    let env = TestEnvironment()
    let driver = makeSUT(env)
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")
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
  }

  @Test func givenWrongPassword_whenLoginTapped_thenTheViewModelsAlertIsPresented() async throws {
    // Given
    let driver = makeSUT()
    try await driver.type("demo", into: "login.username")
    try await driver.type("nope", into: "login.password")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Wrong username or password.", actions: ["OK"]))
    #expect(driver.stackCount == 1)
  }
}
