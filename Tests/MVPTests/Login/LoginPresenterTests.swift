import Domain
import TestSupport
import Testing

@testable import MVP

@MainActor
@Suite struct LoginPresenterTests {
  private func makeSUT(users: [String: String] = ["demo": "secret"]) -> (
    sut: LoginPresenter, view: LoginViewSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(users: users)
    let view = LoginViewSpy()
    let sut = LoginPresenter(
      view: view, signIn: SignIn(environment: env.environment), settings: env.settings,
      credentials: env.credentials)
    return (sut, view, env)
  }

  // MARK: - Load

  @Test func givenNothingStored_whenViewLoads_thenRememberIsOnAndUsernameIsEmpty() {
    // Given
    let (sut, view, _) = makeSUT()

    // When
    sut.load()

    // Then
    #expect(view.calls == [.setRememberMe(true), .setUsername("")])
  }

  @Test func givenRememberedUsername_whenViewLoads_thenUsernameIsPrefilled() throws {
    // Given
    let (sut, view, env) = makeSUT()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")

    // When
    sut.load()

    // Then
    #expect(view.calls == [.setRememberMe(true), .setUsername("ana")])
  }

  @Test func givenRememberOffAndStoredUsername_whenViewLoads_thenUsernameIsNotPrefilled() throws {
    // Given
    let (sut, view, env) = makeSUT()
    try env.settings.setRemember(false)
    try env.credentials.saveUsername("ana")

    // When
    sut.load()

    // Then
    #expect(view.calls == [.setRememberMe(false), .setUsername("")])
  }

  // MARK: - Empty fields

  @Test(arguments: [("", "secret"), ("demo", ""), ("", "")])
  func givenAnEmptyField_whenLoginTapped_thenMandatoryAlertWithoutRequestOrLoading(
    username: String, password: String
  ) async {
    // Given
    let (sut, view, env) = makeSUT()

    // When
    await sut.loginTapped(username: username, password: password, remember: true)

    // Then
    #expect(view.calls == [.showError(title: "Error", message: "Both fields are mandatory.")])
    #expect(env.auth.calls.isEmpty)
  }

  @Test func givenAnEmptyField_whenRegisterTapped_thenMandatoryAlertWithoutRequestOrLoading()
    async
  {
    // Given
    let (sut, view, env) = makeSUT()

    // When
    await sut.registerTapped(username: "eva", password: "", remember: true)

    // Then
    #expect(view.calls == [.showError(title: "Error", message: "Both fields are mandatory.")])
    #expect(env.auth.calls.isEmpty)
  }

  // MARK: - Login

  @Test func givenKnownUser_whenLoginTapped_thenStoresTokenAndUsernameAndShowsPlayerList() async {
    // Given
    let (sut, view, env) = makeSUT()

    // When
    await sut.loginTapped(username: "demo", password: "secret", remember: true)

    // Then
    #expect(view.calls == [.showLoading, .hideLoading, .showPlayerList])
    #expect(env.auth.calls == [.login(.fixture(username: "demo", password: "secret"))])
    #expect(env.credentials.token == AuthServiceFake.token(for: "demo"))
    #expect(env.credentials.username == "demo")
    #expect(env.defaults.snapshot == [SettingsStore.rememberKey: .bool(true)])
  }

  @Test func givenLoginInFlight_whenLoginTapped_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, view, env) = makeSUT()
    let gate = env.auth.control.suspend(.login)

    // When
    let tap = Task { await sut.loginTapped(username: "demo", password: "secret", remember: true) }
    await gate.waitForArrival()

    // Then
    #expect(view.calls == [.showLoading])
    gate.open()
    await tap.value
    #expect(view.calls == [.showLoading, .hideLoading, .showPlayerList])
  }

  @Test func givenRememberOff_whenLoginSucceeds_thenForgetsTheUsername() async throws {
    // Given
    let (sut, view, env) = makeSUT()
    try env.credentials.saveUsername("demo")

    // When
    await sut.loginTapped(username: "demo", password: "secret", remember: false)

    // Then
    #expect(view.calls == [.showLoading, .hideLoading, .showPlayerList])
    #expect(env.credentials.username == nil)
    #expect(env.settings.remember == false)
  }

  @Test func givenWrongPassword_whenLoginTapped_thenAlertsAndStoresNothing() async {
    // Given
    let (sut, view, env) = makeSUT()

    // When
    await sut.loginTapped(username: "demo", password: "wrong", remember: true)

    // Then
    #expect(
      view.calls == [
        .showLoading, .hideLoading,
        .showError(title: "Error", message: "Wrong username or password."),
      ])
    #expect(env.keychain.snapshot.isEmpty)
    #expect(env.defaults.snapshot.isEmpty)
  }

  // MARK: - Register

  @Test func givenNewUsername_whenRegisterTapped_thenRegistersLogsInAndShowsPlayerList() async {
    // Given
    let (sut, view, env) = makeSUT(users: [:])
    let credentials = Credentials.fixture(username: "eva", password: "pw")

    // When
    await sut.registerTapped(username: "eva", password: "pw", remember: true)

    // Then
    #expect(view.calls == [.showLoading, .hideLoading, .showPlayerList])
    #expect(env.auth.calls == [.register(credentials), .login(credentials)])
    #expect(env.credentials.token == AuthServiceFake.token(for: "eva"))
    #expect(env.credentials.username == "eva")
  }

  @Test func givenRegistered_whenAutoLoginRuns_thenOverlayStaysUpBetweenTheCalls() async {
    // Given
    let (sut, view, env) = makeSUT(users: [:])
    let gate = env.auth.control.suspend(.login)

    // When
    let tap = Task { await sut.registerTapped(username: "eva", password: "pw", remember: true) }
    await gate.waitForArrival()

    // Then
    #expect(view.calls == [.showLoading])
    gate.open()
    await tap.value
    #expect(view.calls == [.showLoading, .hideLoading, .showPlayerList])
  }

  @Test func givenTakenUsername_whenRegisterTapped_thenAlertsWithoutLoggingIn() async {
    // Given
    let (sut, view, env) = makeSUT()

    // When
    await sut.registerTapped(username: "demo", password: "other", remember: true)

    // Then
    #expect(
      view.calls == [
        .showLoading, .hideLoading,
        .showError(title: "Error", message: "This username is already taken."),
      ])
    #expect(env.auth.calls == [.register(.fixture(username: "demo", password: "other"))])
    #expect(env.keychain.snapshot.isEmpty)
  }

  @Test func givenRegisterSucceedsButLoginFails_whenRegisterTapped_thenAlertsAndStays() async {
    // Given
    let (sut, view, env) = makeSUT(users: [:])
    env.auth.control.fail(.login, with: .transport)

    // When
    await sut.registerTapped(username: "eva", password: "pw", remember: true)

    // Then
    #expect(
      view.calls == [
        .showLoading, .hideLoading,
        .showError(title: "Error", message: "Could not connect to the server."),
      ])
    #expect(env.keychain.snapshot.isEmpty)
    #expect(env.defaults.snapshot.isEmpty)
  }
}
