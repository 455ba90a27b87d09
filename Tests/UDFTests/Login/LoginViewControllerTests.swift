import Domain
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// Login's view controller: what it renders from `LoginFeature.State` and the actions it sends.
@MainActor
@Suite struct LoginViewControllerTests {
  private let env = TestEnvironment()

  /// Login over a store that records what it is sent, from `state`.
  private func showRecording(_ state: LoginFeature.State) -> (
    Driver, RecordingReducer<LoginFeature.State, LoginFeature.Action>
  ) {
    let recorder = RecordingReducer<LoginFeature.State, LoginFeature.Action>()
    let store = Store(initialState: state, reducer: recorder)
    return (ScreenHost.show(LoginViewController(store: store), pushed: false), recorder)
  }

  /// Login over a store running the real feature on the fakes.
  private func showFeature() -> Driver {
    let store = Store(
      initialState: LoginFeature.State(
        preferences: LoginPreferences(settings: env.settings, credentials: env.credentials)),
      reducer: LoginFeature()
    ) { $0.signIn = SignIn(environment: env.environment) }
    return ScreenHost.show(LoginViewController(store: store), pushed: false)
  }

  private func state(username: String, remember: Bool) -> LoginFeature.State {
    var state = LoginFeature.State(
      preferences: LoginPreferences(settings: env.settings, credentials: env.credentials))
    state.username = username
    state.remember = remember
    return state
  }

  @Test func givenRememberedUsername_whenScreenIsShown_thenUsernameIsPrefilledAndSwitchIsOn()
    throws
  {
    // When
    let (driver, recorder) = showRecording(state(username: "demo", remember: true))

    // Then
    #expect(try driver.text(of: "login.username") == "demo")
    #expect(try driver.text(of: "login.password") == "")
    #expect(try driver.isOn("login.rememberMe"))
    #expect(driver.isLoading == false)
    #expect(driver.alert == nil)
    #expect(recorder.actions.isEmpty)
  }

  @Test func givenRememberOff_whenScreenIsShown_thenSwitchIsOffAndUsernameIsEmpty() throws {
    // When
    let (driver, _) = showRecording(state(username: "", remember: false))

    // Then
    #expect(try driver.text(of: "login.username") == "")
    #expect(try driver.isOn("login.rememberMe") == false)
  }

  @Test func givenTheForm_whenTypingTogglingAndTappingBothButtons_thenEachEventIsSent()
    async throws
  {
    // Given
    let (driver, recorder) = showRecording(state(username: "", remember: true))

    // When
    try await driver.type("jo", into: "login.username")
    try await driver.type("pw", into: "login.password")
    try await driver.toggle("login.rememberMe")
    try await driver.tap("login.loginButton")
    try await driver.tap("login.registerButton")

    // Then
    #expect(
      recorder.actions == [
        .usernameChanged("j"), .usernameChanged("jo"), .passwordChanged("p"),
        .passwordChanged("pw"), .rememberChanged(false), .loginTapped, .registerTapped,
      ])
  }

  @Test func givenLoginInFlight_whenLoginTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let gate = env.auth.control.suspend(.login)
    let driver = showFeature()
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")

    // When
    let tap = Task { try await driver.tap("login.loginButton") }
    await gate.waitForArrival()
    let loadingWhileHeld = driver.isLoading
    gate.open()
    try await tap.value

    // Then
    #expect(loadingWhileHeld)
    #expect(driver.isLoading == false)
    #expect(driver.alert == nil)
    #expect(env.credentials.token == AuthServiceFake.token(for: "demo"))
  }

  @Test func givenWrongPassword_whenLoginTapped_thenErrorAlertAndStaysOnLogin() async throws {
    // Given
    let driver = showFeature()
    try await driver.type("demo", into: "login.username")
    try await driver.type("nope", into: "login.password")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Wrong username or password.", actions: ["OK"]))
    #expect(driver.isLoading == false)
    #expect(driver.topViewController is LoginViewController)
    try await driver.tapAlertAction("OK")
    #expect(driver.alert == nil)
  }

  @Test func givenAnAlertDismissed_whenTheSameErrorComesAgain_thenItIsPresentedAgain()
    async throws
  {
    // Given: an empty form alerts; OK clears the state's alert
    let driver = showFeature()
    try await driver.tap("login.loginButton")
    try await driver.tapAlertAction("OK")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Both fields are mandatory.", actions: ["OK"]))
    #expect(env.auth.calls.isEmpty)
  }
}
