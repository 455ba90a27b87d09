import Domain
import TestSupport
import Testing

@testable import MVVM

@MainActor
@Suite struct LoginViewModelTests {
  private func makeSUT(users: [String: String] = ["demo": "secret"]) -> (
    sut: LoginViewModel, actions: NavigationSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(users: users)
    let actions = NavigationSpy()
    let sut = LoginViewModel(environment: env.environment, actions: actions.actions)
    return (sut, actions, env)
  }

  private func type(_ username: String, _ password: String, into sut: LoginViewModel) {
    sut.username = username
    sut.password = password
  }

  // MARK: - Load

  @Test func givenNothingStored_whenViewLoads_thenPublishesRememberOnAndAnEmptyUsername() {
    // Given: the switch shows the view model's default until the load reads the stores
    let (sut, _, _) = makeSUT()
    let remembers = Recorder { sut.remember }
    let usernames = Recorder { sut.username }

    // When
    sut.load()

    // Then: the load read the same values — a missing key means on (SPEC §3.1)
    #expect(remembers.values == [true])
    #expect(usernames.values == [""])
  }

  @Test func givenRememberedUsername_whenViewLoads_thenUsernameIsPrefilled() throws {
    // Given
    let (sut, _, env) = makeSUT()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")
    let usernames = Recorder { sut.username }

    // When
    sut.load()

    // Then
    #expect(usernames.values == ["", "ana"])
    #expect(sut.remember)
  }

  @Test func givenRememberOffAndStoredUsername_whenViewLoads_thenUsernameIsNotPrefilled() throws {
    // Given
    let (sut, _, env) = makeSUT()
    try env.settings.setRemember(false)
    try env.credentials.saveUsername("ana")

    // When
    sut.load()

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
    let (sut, actions, env) = makeSUT()
    type(username, password, into: sut)
    let loading = Recorder { sut.isLoading }

    // When
    await sut.signIn()

    // Then
    #expect(sut.alert == AlertMessage(title: "Error", message: "Both fields are mandatory."))
    #expect(loading.values == [false])
    #expect(env.auth.calls.isEmpty)
    #expect(actions.calls.isEmpty)
  }

  @Test func givenAnEmptyField_whenRegisterTapped_thenMandatoryAlertWithoutRequestOrLoading()
    async
  {
    // Given
    let (sut, _, env) = makeSUT()
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
    let (sut, actions, env) = makeSUT()
    type("demo", "secret", into: sut)
    let loading = Recorder { sut.isLoading }

    // When
    await sut.signIn()

    // Then
    #expect(loading.values == [false, true, false])
    #expect(actions.calls == [.showPlayerList])
    #expect(sut.alert == nil)
    #expect(env.auth.calls == [.login(.fixture(username: "demo", password: "secret"))])
    #expect(env.credentials.token == AuthServiceFake.token(for: "demo"))
    #expect(env.credentials.username == "demo")
    #expect(env.defaults.snapshot == [SettingsStore.rememberKey: .bool(true)])
  }

  @Test func givenLoginInFlight_whenLoginTapped_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, actions, env) = makeSUT()
    type("demo", "secret", into: sut)
    let gate = env.auth.control.suspend(.login)

    // When
    let tap = Task { await sut.signIn() }
    await gate.waitForArrival()

    // Then
    #expect(sut.isLoading)
    #expect(actions.calls.isEmpty)
    gate.open()
    await tap.value
    #expect(!sut.isLoading)
    #expect(actions.calls == [.showPlayerList])
  }

  @Test func givenRememberOff_whenLoginSucceeds_thenForgetsTheUsername() async throws {
    // Given
    let (sut, actions, env) = makeSUT()
    try env.credentials.saveUsername("demo")
    type("demo", "secret", into: sut)
    sut.remember = false

    // When
    await sut.signIn()

    // Then
    #expect(actions.calls == [.showPlayerList])
    #expect(env.credentials.username == nil)
    #expect(env.settings.remember == false)
  }

  @Test func givenWrongPassword_whenLoginTapped_thenAlertsAndStoresNothing() async {
    // Given
    let (sut, actions, env) = makeSUT()
    type("demo", "wrong", into: sut)
    let loading = Recorder { sut.isLoading }

    // When
    await sut.signIn()

    // Then
    #expect(loading.values == [false, true, false])
    #expect(
      sut.alert == AlertMessage(title: "Error", message: "Wrong username or password."))
    #expect(actions.calls.isEmpty)
    #expect(env.keychain.snapshot.isEmpty)
    #expect(env.defaults.snapshot.isEmpty)
  }

  // MARK: - Register

  @Test func givenNewUsername_whenRegisterTapped_thenRegistersLogsInAndShowsPlayerList() async {
    // Given
    let (sut, actions, env) = makeSUT(users: [:])
    let credentials = Credentials.fixture(username: "eva", password: "pw")
    type("eva", "pw", into: sut)

    // When
    await sut.register()

    // Then
    #expect(actions.calls == [.showPlayerList])
    #expect(env.auth.calls == [.register(credentials), .login(credentials)])
    #expect(env.credentials.token == AuthServiceFake.token(for: "eva"))
    #expect(env.credentials.username == "eva")
  }

  @Test func givenRegistered_whenAutoLoginRuns_thenOverlayStaysUpBetweenTheCalls() async {
    // Given
    let (sut, _, env) = makeSUT(users: [:])
    type("eva", "pw", into: sut)
    let loading = Recorder { sut.isLoading }
    let gate = env.auth.control.suspend(.login)

    // When
    let tap = Task { await sut.register() }
    await gate.waitForArrival()

    // Then: up once, through the register call, still up during the login
    #expect(loading.values == [false, true])
    gate.open()
    await tap.value
    #expect(loading.values == [false, true, false])
  }

  @Test func givenTakenUsername_whenRegisterTapped_thenAlertsWithoutLoggingIn() async {
    // Given
    let (sut, actions, env) = makeSUT()
    type("demo", "other", into: sut)

    // When
    await sut.register()

    // Then
    #expect(
      sut.alert == AlertMessage(title: "Error", message: "This username is already taken."))
    #expect(env.auth.calls == [.register(.fixture(username: "demo", password: "other"))])
    #expect(actions.calls.isEmpty)
    #expect(env.keychain.snapshot.isEmpty)
  }

  @Test func givenRegisterSucceedsButLoginFails_whenRegisterTapped_thenAlertsAndStays() async {
    // Given
    let (sut, actions, env) = makeSUT(users: [:])
    env.auth.control.fail(.login, with: .transport)
    type("eva", "pw", into: sut)
    let loading = Recorder { sut.isLoading }

    // When
    await sut.register()

    // Then
    #expect(loading.values == [false, true, false])
    #expect(
      sut.alert == AlertMessage(title: "Error", message: "Could not connect to the server."))
    #expect(actions.calls.isEmpty)
    #expect(env.keychain.snapshot.isEmpty)
    #expect(env.defaults.snapshot.isEmpty)
  }

  // MARK: - Navigation

  @Test func givenDemoUserAndPlayers_whenLoginSucceeds_thenShowsAndLoadsAPlayerListViewModel()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Array(Player.squad.prefix(2)))
    let actions = NavigationSpy()
    let sut = LoginViewModel(environment: env.environment, actions: actions.actions)
    type("demo", "secret", into: sut)

    // When
    await sut.signIn()

    // Then: the view model built the list's view model and had it load, once, from the same
    // services
    guard case .playerList(let list) = try #require(actions.shown.first) else {
      Issue.record("expected the Player List, got \(actions.shown)")
      return
    }
    #expect(list.rows.map(\.player.name) == ["Ana", "Bruno"])
    #expect(env.players.calls == [.players])
  }
}
