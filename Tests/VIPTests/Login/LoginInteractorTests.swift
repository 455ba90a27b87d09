import Domain
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite struct LoginInteractorTests {
  private func makeSUT(users: [String: String] = ["demo": "secret"]) -> (
    sut: LoginInteractor, presenter: LoginPresentationLogicSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(users: users)
    let presenter = LoginPresentationLogicSpy()
    let sut = LoginInteractor(
      presenter: presenter, authService: env.auth, settings: env.settings,
      credentials: env.credentials)
    return (sut, presenter, env)
  }

  private let loading = LoginPresentationLogicSpy.Call.presentLoading(.init(isLoading: true))
  private let loaded = LoginPresentationLogicSpy.Call.presentLoading(.init(isLoading: false))
  private let signedIn = LoginPresentationLogicSpy.Call.presentLogin(.init(error: nil))

  // MARK: - Load

  @Test func givenNothingStored_whenViewLoads_thenRememberIsOnAndUsernameIsEmpty() {
    // Given
    let (sut, presenter, _) = makeSUT()

    // When
    sut.fetchRemembered(request: LoginScene.FetchRemembered.Request())

    // Then
    #expect(presenter.calls == [.presentRemembered(.init(remember: true, username: ""))])
  }

  @Test func givenRememberedUsername_whenViewLoads_thenUsernameIsPrefilled() throws {
    // Given
    let (sut, presenter, env) = makeSUT()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")

    // When
    sut.fetchRemembered(request: LoginScene.FetchRemembered.Request())

    // Then
    #expect(presenter.calls == [.presentRemembered(.init(remember: true, username: "ana"))])
  }

  @Test func givenRememberOffAndStoredUsername_whenViewLoads_thenUsernameIsNotPrefilled() throws {
    // Given
    let (sut, presenter, env) = makeSUT()
    try env.settings.setRemember(false)
    try env.credentials.saveUsername("ana")

    // When
    sut.fetchRemembered(request: LoginScene.FetchRemembered.Request())

    // Then
    #expect(presenter.calls == [.presentRemembered(.init(remember: false, username: ""))])
  }

  // MARK: - Empty fields

  @Test(arguments: [("", "secret"), ("demo", ""), ("", "")])
  func givenAnEmptyField_whenLoginTapped_thenMandatoryAlertWithoutRequestOrLoading(
    username: String, password: String
  ) async {
    // Given
    let (sut, presenter, env) = makeSUT()

    // When
    await sut.login(
      request: LoginScene.Login.Request(username: username, password: password, remember: true))

    // Then
    #expect(presenter.calls == [.presentLogin(.init(error: .missingCredentials))])
    #expect(env.auth.calls.isEmpty)
  }

  @Test func givenAnEmptyField_whenRegisterTapped_thenMandatoryAlertWithoutRequestOrLoading()
    async
  {
    // Given
    let (sut, presenter, env) = makeSUT()

    // When
    await sut.register(
      request: LoginScene.Register.Request(username: "eva", password: "", remember: true))

    // Then
    #expect(presenter.calls == [.presentLogin(.init(error: .missingCredentials))])
    #expect(env.auth.calls.isEmpty)
  }

  // MARK: - Login

  @Test func givenKnownUser_whenLoginTapped_thenStoresTokenAndUsernameAndShowsPlayerList() async {
    // Given
    let (sut, presenter, env) = makeSUT()

    // When
    await sut.login(
      request: LoginScene.Login.Request(username: "demo", password: "secret", remember: true))

    // Then
    #expect(presenter.calls == [loading, loaded, signedIn])
    #expect(env.auth.calls == [.login(.fixture(username: "demo", password: "secret"))])
    #expect(env.credentials.token == AuthServiceFake.token(for: "demo"))
    #expect(env.credentials.username == "demo")
    #expect(env.defaults.snapshot == [SettingsStore.rememberKey: .bool(true)])
  }

  @Test func givenLoginInFlight_whenLoginTapped_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, presenter, env) = makeSUT()
    let gate = env.auth.control.suspend(.login)

    // When
    let tap = Task {
      await sut.login(
        request: LoginScene.Login.Request(username: "demo", password: "secret", remember: true))
    }
    await gate.waitForArrival()

    // Then
    #expect(presenter.calls == [loading])
    gate.open()
    await tap.value
    #expect(presenter.calls == [loading, loaded, signedIn])
  }

  @Test func givenRememberOff_whenLoginSucceeds_thenForgetsTheUsername() async throws {
    // Given
    let (sut, presenter, env) = makeSUT()
    try env.credentials.saveUsername("demo")

    // When
    await sut.login(
      request: LoginScene.Login.Request(username: "demo", password: "secret", remember: false))

    // Then
    #expect(presenter.calls == [loading, loaded, signedIn])
    #expect(env.credentials.username == nil)
    #expect(env.settings.remember == false)
  }

  @Test func givenWrongPassword_whenLoginTapped_thenAlertsAndStoresNothing() async {
    // Given
    let (sut, presenter, env) = makeSUT()

    // When
    await sut.login(
      request: LoginScene.Login.Request(username: "demo", password: "wrong", remember: true))

    // Then
    #expect(
      presenter.calls == [loading, loaded, .presentLogin(.init(error: .invalidCredentials))])
    #expect(env.keychain.snapshot.isEmpty)
    #expect(env.defaults.snapshot.isEmpty)
  }

  // MARK: - Register

  @Test func givenNewUsername_whenRegisterTapped_thenRegistersLogsInAndShowsPlayerList() async {
    // Given
    let (sut, presenter, env) = makeSUT(users: [:])
    let credentials = Credentials.fixture(username: "eva", password: "pw")

    // When
    await sut.register(
      request: LoginScene.Register.Request(username: "eva", password: "pw", remember: true))

    // Then
    #expect(presenter.calls == [loading, loaded, signedIn])
    #expect(env.auth.calls == [.register(credentials), .login(credentials)])
    #expect(env.credentials.token == AuthServiceFake.token(for: "eva"))
    #expect(env.credentials.username == "eva")
  }

  @Test func givenRegistered_whenAutoLoginRuns_thenOverlayStaysUpBetweenTheCalls() async {
    // Given
    let (sut, presenter, env) = makeSUT(users: [:])
    let gate = env.auth.control.suspend(.login)

    // When
    let tap = Task {
      await sut.register(
        request: LoginScene.Register.Request(username: "eva", password: "pw", remember: true))
    }
    await gate.waitForArrival()

    // Then
    #expect(presenter.calls == [loading])
    gate.open()
    await tap.value
    #expect(presenter.calls == [loading, loaded, signedIn])
  }

  @Test func givenTakenUsername_whenRegisterTapped_thenAlertsWithoutLoggingIn() async {
    // Given
    let (sut, presenter, env) = makeSUT()

    // When
    await sut.register(
      request: LoginScene.Register.Request(username: "demo", password: "other", remember: true))

    // Then
    #expect(presenter.calls == [loading, loaded, .presentLogin(.init(error: .usernameTaken))])
    #expect(env.auth.calls == [.register(.fixture(username: "demo", password: "other"))])
    #expect(env.keychain.snapshot.isEmpty)
  }

  @Test func givenRegisterSucceedsButLoginFails_whenRegisterTapped_thenAlertsAndStays() async {
    // Given
    let (sut, presenter, env) = makeSUT(users: [:])
    env.auth.control.fail(.login, with: .transport)

    // When
    await sut.register(
      request: LoginScene.Register.Request(username: "eva", password: "pw", remember: true))

    // Then
    #expect(presenter.calls == [loading, loaded, .presentLogin(.init(error: .transport))])
    #expect(env.keychain.snapshot.isEmpty)
    #expect(env.defaults.snapshot.isEmpty)
  }
}
