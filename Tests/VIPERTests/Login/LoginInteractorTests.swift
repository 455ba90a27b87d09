import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct LoginInteractorTests {
  private func makeSUT(users: [String: String] = ["demo": "secret"]) -> (
    interactor: LoginInteractor, output: LoginInteractorOutputProtocolSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(users: users)
    let output = LoginInteractorOutputProtocolSpy()
    let interactor = LoginInteractor(
      signIn: SignIn(environment: env.environment), settings: env.settings,
      credentials: env.credentials)
    interactor.output = output
    return (interactor, output, env)
  }

  // MARK: - Remembered state

  @Test func givenNothingStored_whenViewLoads_thenRememberIsOnAndUsernameIsEmpty() {
    // Given
    let (interactor, output, _) = makeSUT()

    // When
    interactor.loadRememberedCredentials()

    // Then
    #expect(output.calls == [.didLoadRememberedCredentials(username: "", rememberMe: true)])
  }

  @Test func givenRememberedUsername_whenViewLoads_thenUsernameIsPrefilled() throws {
    // Given
    let (interactor, output, env) = makeSUT()
    try env.credentials.saveUsername("ana")

    // When
    interactor.loadRememberedCredentials()

    // Then
    #expect(output.calls == [.didLoadRememberedCredentials(username: "ana", rememberMe: true)])
  }

  @Test func givenRememberOffAndStoredUsername_whenViewLoads_thenUsernameIsNotPrefilled() throws {
    // Given
    let (interactor, output, env) = makeSUT()
    try env.settings.setRemember(false)
    try env.credentials.saveUsername("ana")

    // When
    interactor.loadRememberedCredentials()

    // Then
    #expect(output.calls == [.didLoadRememberedCredentials(username: "", rememberMe: false)])
  }

  // MARK: - Login

  @Test func givenKnownUser_whenLoginTapped_thenStoresTokenAndUsernameAndShowsPlayerList() async {
    // Given
    let (interactor, output, env) = makeSUT()

    // When
    await interactor.login(with: .fixture(), rememberMe: true)

    // Then
    #expect(output.calls == [.didSignIn])
    #expect(env.auth.calls == [.login(.fixture())])
    #expect(env.credentials.token == AuthServiceFake.token(for: "demo"))
    #expect(env.credentials.username == "demo")
    #expect(env.settings.remember)
  }

  @Test func givenRememberOff_whenLoginSucceeds_thenForgetsTheUsername() async throws {
    // Given
    let (interactor, output, env) = makeSUT()
    try env.credentials.saveUsername("someone")

    // When
    await interactor.login(with: .fixture(), rememberMe: false)

    // Then
    #expect(output.calls == [.didSignIn])
    #expect(env.credentials.username == nil)
    #expect(!env.settings.remember)
  }

  @Test func givenWrongPassword_whenLoginTapped_thenAlertsAndStoresNothing() async {
    // Given
    let (interactor, output, env) = makeSUT()

    // When
    await interactor.login(with: .fixture(password: "wrong"), rememberMe: true)

    // Then
    #expect(output.calls == [.didFailToSignIn(.invalidCredentials)])
    #expect(env.keychain.snapshot.isEmpty)
    #expect(env.defaults.snapshot.isEmpty)
  }

  // MARK: - Register

  @Test func givenNewUsername_whenRegisterTapped_thenRegistersLogsInAndShowsPlayerList() async {
    // Given
    let (interactor, output, env) = makeSUT(users: [:])
    let eva = Credentials.fixture(username: "eva", password: "pw")

    // When
    await interactor.register(with: eva, rememberMe: true)

    // Then
    #expect(output.calls == [.didSignIn])
    #expect(env.auth.calls == [.register(eva), .login(eva)])
    #expect(env.credentials.token == AuthServiceFake.token(for: "eva"))
    #expect(env.credentials.username == "eva")
  }

  @Test func givenTakenUsername_whenRegisterTapped_thenAlertsWithoutLoggingIn() async {
    // Given
    let (interactor, output, env) = makeSUT()
    let taken = Credentials.fixture(password: "other")

    // When
    await interactor.register(with: taken, rememberMe: true)

    // Then
    #expect(output.calls == [.didFailToSignIn(.usernameTaken)])
    #expect(env.auth.calls == [.register(taken)])
    #expect(env.keychain.snapshot.isEmpty)
  }

  @Test func givenRegisterSucceedsButLoginFails_whenRegisterTapped_thenAlertsAndStays() async {
    // Given
    let (interactor, output, env) = makeSUT(users: [:])
    env.auth.control.fail(.login, with: .transport)

    // When
    await interactor.register(with: .fixture(username: "eva"), rememberMe: true)

    // Then
    #expect(output.calls == [.didFailToSignIn(.transport)])
    #expect(env.keychain.snapshot.isEmpty)
    #expect(env.defaults.snapshot.isEmpty)
  }
}
