@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// Login's declarative screen over its view state and presenter: the widgets show the values the
/// presenter set, and taps reach the presenter with what was typed.
@MainActor
@Suite struct LoginScreenTests {
  private func makeSUT(_ env: TestEnvironment = TestEnvironment()) -> (
    driver: Driver, coordinator: PathCoordinator
  ) {
    let coordinator = PathCoordinator(environment: env.environment)
    let screen = LoginScreen(viewState: coordinator.makeLogin())
    return (ScreenHost.show(HostingController(rootView: screen), pushed: false), coordinator)
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

  @Test func givenFilledForm_whenLoginTapped_thenPresenterGetsTheFieldsAndTheSwitch()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let (driver, coordinator) = makeSUT(env)
    try await fill(driver, username: "demo", password: "secret")
    try await driver.toggle("login.rememberMe")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(env.auth.calls == [.login(.fixture())])
    #expect(env.settings.remember == false)
    #expect(coordinator.path == [.playerList])
  }

  @Test func givenFilledForm_whenRegisterTapped_thenPresenterGetsTheFieldsAndTheSwitch()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let (driver, coordinator) = makeSUT(env)
    try await fill(driver, username: "eve", password: "pass")

    // When
    try await driver.tap("login.registerButton")

    // Then
    let typed = Credentials(username: "eve", password: "pass")
    #expect(env.auth.calls == [.register(typed), .login(typed)])
    #expect(coordinator.path == [.playerList])
  }

  @Test func givenWrongPassword_whenLoginTapped_thenTheErrorAlertShowsAndNothingIsStarted()
    async throws
  {
    // Given
    let (driver, coordinator) = makeSUT()
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
    #expect(coordinator.path.isEmpty)
  }
}
