import Domain
import TestSupport
import Testing

@testable import MVVM

@MainActor
@Suite struct LoginViewModelTests {
  private func makeSUT(users: [String: String] = ["demo": "secret"]) -> (
    sut: LoginViewModel, env: TestEnvironment
  ) {
    let env = TestEnvironment(users: users)
    return (LoginViewModel(environment: env.environment), env)
  }

  private func type(_ username: String, _ password: String, into sut: LoginViewModel) {
    sut.username = username
    sut.password = password
  }

  // MARK: - Load: the view model reads the stores when it is made

  @Test func givenNothingStored_whenViewLoads_thenPublishesRememberOnAndAnEmptyUsername() {
    // When
    let (sut, _) = makeSUT()

    // Then: a missing key means on (SPEC §3.1)
    #expect(sut.remember)
    #expect(sut.username == "")
  }

  @Test func givenRememberedUsername_whenViewLoads_thenUsernameIsPrefilled() throws {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")

    // When
    let sut = LoginViewModel(environment: env.environment)

    // Then
    #expect(sut.username == "ana")
    #expect(sut.remember)
  }

  @Test func givenRememberOffAndStoredUsername_whenViewLoads_thenUsernameIsNotPrefilled() throws {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(false)
    try env.credentials.saveUsername("ana")

    // When
    let sut = LoginViewModel(environment: env.environment)

    // Then
    #expect(!sut.remember)
    #expect(sut.username == "")
  }

  // MARK: - Empty fields

  @Test(arguments: [("", "secret"), ("demo", ""), ("", "")])
  func givenAnEmptyField_whenLoginTapped_thenMandatoryAlertWithoutRequestOrLoading(
    username: String, password: String
  ) async {
    // Given
    let (sut, env) = makeSUT()
    type(username, password, into: sut)
    let loading = Recorder { sut.isLoading }

    // When
    let signedIn = await sut.signIn()

    // Then
    #expect(sut.alert == AlertMessage(title: "Error", message: "Both fields are mandatory."))
    #expect(loading.values == [false])
    #expect(env.auth.calls.isEmpty)
    #expect(!signedIn)
  }

  @Test func givenAnEmptyField_whenRegisterTapped_thenMandatoryAlertWithoutRequestOrLoading()
    async
  {
    // Given
    let (sut, env) = makeSUT()
    type("eva", "", into: sut)
    let loading = Recorder { sut.isLoading }

    // When
    await sut.register()

    // Then
    #expect(sut.alert == AlertMessage(title: "Error", message: "Both fields are mandatory."))
    #expect(loading.values == [false])
    #expect(env.auth.calls.isEmpty)
  }

  // MARK: - Login

  @Test func givenKnownUser_whenLoginTapped_thenStoresTokenAndUsernameAndShowsPlayerList() async {
    // Given
    let (sut, env) = makeSUT()
    type("demo", "secret", into: sut)
    let loading = Recorder { sut.isLoading }

    // When
    let signedIn = await sut.signIn()

    // Then
    #expect(loading.values == [false, true, false])
    #expect(signedIn)
    #expect(sut.alert == nil)
    #expect(env.auth.calls == [.login(.fixture(username: "demo", password: "secret"))])
    #expect(env.credentials.token == AuthServiceFake.token(for: "demo"))
    #expect(env.credentials.username == "demo")
    #expect(env.defaults.snapshot == [SettingsStore.rememberKey: .bool(true)])
  }

  @Test func givenLoginInFlight_whenLoginTapped_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, env) = makeSUT()
    type("demo", "secret", into: sut)
    let gate = env.auth.control.suspend(.login)

    // When
    let tap = Task { await sut.signIn() }
    await gate.waitForArrival()

    // Then
    #expect(sut.isLoading)
    gate.open()
    let signedIn = await tap.value
    #expect(!sut.isLoading)
    #expect(signedIn)
  }

  @Test func givenRememberOff_whenLoginSucceeds_thenForgetsTheUsername() async throws {
    // Given
    let (sut, env) = makeSUT()
    try env.credentials.saveUsername("demo")
    type("demo", "secret", into: sut)
    sut.remember = false

    // When
    let signedIn = await sut.signIn()

    // Then
    #expect(signedIn)
    #expect(env.credentials.username == nil)
    #expect(env.settings.remember == false)
  }

  @Test func givenWrongPassword_whenLoginTapped_thenAlertsAndStoresNothing() async {
    // Given
    let (sut, env) = makeSUT()
    type("demo", "wrong", into: sut)
    let loading = Recorder { sut.isLoading }

    // When
    let signedIn = await sut.signIn()

    // Then
    #expect(loading.values == [false, true, false])
    #expect(
      sut.alert == AlertMessage(title: "Error", message: "Wrong username or password."))
    #expect(!signedIn)
    #expect(env.keychain.snapshot.isEmpty)
    #expect(env.defaults.snapshot.isEmpty)
  }

  // MARK: - Register

  @Test func givenNewUsername_whenRegisterTapped_thenRegistersLogsInAndShowsPlayerList() async {
    // Given
    let (sut, env) = makeSUT(users: [:])
    let credentials = Credentials.fixture(username: "eva", password: "pw")
    type("eva", "pw", into: sut)

    // When
    let signedIn = await sut.register()

    // Then
    #expect(signedIn)
    #expect(env.auth.calls == [.register(credentials), .login(credentials)])
    #expect(env.credentials.token == AuthServiceFake.token(for: "eva"))
    #expect(env.credentials.username == "eva")
  }

  @Test func givenRegistered_whenAutoLoginRuns_thenOverlayStaysUpBetweenTheCalls() async {
    // Given
    let (sut, env) = makeSUT(users: [:])
    type("eva", "pw", into: sut)
    let loading = Recorder { sut.isLoading }
    let gate = env.auth.control.suspend(.login)

    // When
    let tap = Task { await sut.register() }
    await gate.waitForArrival()

    // Then: up once, through the register call, still up during the login
    #expect(loading.values == [false, true])
    gate.open()
    _ = await tap.value
    #expect(loading.values == [false, true, false])
  }

  @Test func givenTakenUsername_whenRegisterTapped_thenAlertsWithoutLoggingIn() async {
    // Given
    let (sut, env) = makeSUT()
    type("demo", "other", into: sut)

    // When
    let signedIn = await sut.register()

    // Then
    #expect(
      sut.alert == AlertMessage(title: "Error", message: "This username is already taken."))
    #expect(env.auth.calls == [.register(.fixture(username: "demo", password: "other"))])
    #expect(!signedIn)
    #expect(env.keychain.snapshot.isEmpty)
  }

  @Test func givenRegisterSucceedsButLoginFails_whenRegisterTapped_thenAlertsAndStays() async {
    // Given
    let (sut, env) = makeSUT(users: [:])
    env.auth.control.fail(.login, with: .transport)
    type("eva", "pw", into: sut)
    let loading = Recorder { sut.isLoading }

    // When
    let signedIn = await sut.register()

    // Then
    #expect(loading.values == [false, true, false])
    #expect(
      sut.alert == AlertMessage(title: "Error", message: "Could not connect to the server."))
    #expect(!signedIn)
    #expect(env.keychain.snapshot.isEmpty)
    #expect(env.defaults.snapshot.isEmpty)
  }
}
