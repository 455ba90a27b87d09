@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVP

/// Login's declarative screen over its view state and presenter: the widgets show the values the
/// presenter set, and taps reach the presenter with what was typed.
@MainActor
@Suite struct LoginScreenTests {
  private func makeSUT(_ env: TestEnvironment = TestEnvironment()) -> (
    driver: Driver, router: ScreenRouter
  ) {
    let router = ScreenRouter(environment: env.environment)
    let driver = showScreen(LoginScreen(viewState: router.makeLogin()), pushed: false)
    return (driver, router)
  }

  /// Types the credentials into the form, as a user would before a tap.
  private func fill(_ driver: Driver, username: String, password: String) async throws {
    try await driver.type(username, into: "login.username")
    try await driver.type(password, into: "login.password")
  }
  @Test func givenRememberedUser_whenLoginIsShown_thenItsPresenterHasFilledTheForm() throws {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")

    // When
    let (driver, _) = makeSUT(env)

    // Then
    #expect(try driver.text(of: "login.username") == "ana")
    #expect(try driver.isOn("login.rememberMe"))
    #expect(try driver.text(of: "login.password") == "")
  }

  @Test func givenTypedCredentials_whenLoginTapped_thenTheAssembledScreenSignsInAndPushes()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let (driver, router) = makeSUT(env)
    try await fill(driver, username: "demo", password: "secret")
    try await driver.toggle("login.rememberMe")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(env.auth.calls == [.login(.fixture())])
    #expect(env.settings.remember == false)
    #expect(router.screenNames == ["playerList"])
  }

  @Test func givenFilledForm_whenRegisterTapped_thenPresenterGetsTheFieldsAndTheSwitch()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let (driver, router) = makeSUT(env)
    try await fill(driver, username: "eve", password: "pass")

    // When
    try await driver.tap("login.registerButton")

    // Then
    let typed = Credentials(username: "eve", password: "pass")
    #expect(env.auth.calls == [.register(typed), .login(typed)])
    #expect(router.screenNames == ["playerList"])
  }

  @Test func givenLoginHeld_whenLoginTapped_thenTheOverlayCoversTheFormUntilTheAnswer()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let (driver, _) = makeSUT(env)
    try await fill(driver, username: "demo", password: "secret")
    let gate = env.auth.control.suspend(.login)

    // When: the presenter's call waits at the gate until it is opened
    let signingIn = Task { try await driver.tap("login.loginButton") }
    await gate.waitForArrival()
    let coveredWhileSigningIn = driver.isLoading
    gate.open()
    try await signingIn.value

    // Then
    #expect(coveredWhileSigningIn && !driver.isLoading)
  }

  @Test func givenWrongPassword_whenLoginTapped_thenTheErrorAlertShowsAndNothingIsPushed()
    async throws
  {
    // Given
    let (driver, router) = makeSUT()
    try await fill(driver, username: "demo", password: "nope")

    // When
    try await driver.tap("login.loginButton")
    let alert = driver.alert
    try await driver.tapAlertAction("OK")

    // Then
    #expect(
      alert
        == AlertSnapshot(title: "Error", message: "Wrong username or password.", actions: ["OK"]))
    #expect(driver.alert == nil)
    #expect(router.path.isEmpty)
  }
}
