import Domain
import TestSupport
import Testing

@testable import UDF

@MainActor @Suite struct LoginFeatureTests {
  private let env = TestEnvironment()

  private func makeStore(remember: Bool = true, username: String = "") -> TestStore<LoginFeature> {
    let preferences = LoginPreferences(settings: env.settings, credentials: env.credentials)
    var state = LoginFeature.State(preferences: preferences)
    state.remember = remember
    state.username = username
    return TestStore(
      initialState: state, reducer: LoginFeature()
    ) { $0.signIn = SignIn(environment: env.environment) }
  }

  @Test func givenRememberedUsername_whenViewLoads_thenUsernameIsPrefilled() throws {
    // Given
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("demo")

    // When
    let state = LoginFeature.State(
      preferences: LoginPreferences(settings: env.settings, credentials: env.credentials))

    // Then
    #expect(state.username == "demo")
    #expect(state.remember)
    #expect(state.password == "")
  }

  @Test func givenKnownUser_whenLoginTapped_thenStoresTokenAndUsernameAndShowsPlayerList() async {
    // Given
    let store = makeStore()
    store.send(.usernameChanged("demo")) { $0.username = "demo" }
    store.send(.passwordChanged("secret")) { $0.password = "secret" }

    // When
    store.send(.loginTapped) { $0.isLoading = true }

    // Then
    await store.receive(.signInResponse(.success(.login))) { $0.isLoading = false }
    await store.receive(.delegate(.signedIn))
    await store.finish()
    #expect(env.auth.calls == [.login(.fixture())])
    #expect(env.credentials.username == "demo")
    #expect(env.credentials.token == AuthServiceFake.token(for: "demo"))
  }

  @Test func givenNewUsername_whenRegisterTapped_thenRegistersLogsInAndShowsPlayerList() async {
    // Given
    let store = makeStore(username: "zoe")
    store.send(.passwordChanged("pw")) { $0.password = "pw" }

    // When
    store.send(.registerTapped) { $0.isLoading = true }

    // Then
    await store.receive(.signInResponse(.success(.register))) { $0.isLoading = false }
    await store.receive(.delegate(.signedIn))
    await store.finish()
    let typed = Credentials(username: "zoe", password: "pw")
    #expect(env.auth.calls == [.register(typed), .login(typed)])
  }

  @Test func givenAnEmptyField_whenLoginTapped_thenMandatoryAlertWithoutRequestOrLoading() async {
    // Given
    let store = makeStore(username: "demo")

    // When
    store.send(.loginTapped) {
      $0.alert = .error(
        title: LoginTexts.errorTitle, message: ServiceError.missingCredentials.message)
    }

    // Then
    await store.finish()
    #expect(env.auth.calls.isEmpty)
  }

  @Test func givenWrongPassword_whenLoginTapped_thenAlertsAndStoresNothing() async {
    // Given
    let store = makeStore(username: "demo")
    store.send(.passwordChanged("nope")) { $0.password = "nope" }

    // When
    store.send(.loginTapped) { $0.isLoading = true }

    // Then
    await store.receive(.signInResponse(.failure(.invalidCredentials))) {
      $0.isLoading = false
      $0.alert = .error(
        title: LoginTexts.errorTitle, message: ServiceError.invalidCredentials.message)
    }
    store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.finish()
    #expect(env.credentials.token == nil)
    #expect(env.credentials.username == nil)
  }

  @Test func givenRememberOff_whenLoginSucceeds_thenForgetsTheUsername() async throws {
    // Given
    try env.credentials.saveUsername("old")
    let store = makeStore(remember: true, username: "demo")
    store.send(.rememberChanged(false)) { $0.remember = false }
    store.send(.passwordChanged("secret")) { $0.password = "secret" }

    // When
    store.send(.loginTapped) { $0.isLoading = true }

    // Then
    await store.receive(.signInResponse(.success(.login))) { $0.isLoading = false }
    await store.receive(.delegate(.signedIn))
    await store.finish()
    #expect(env.credentials.username == nil)
    #expect(env.settings.remember == false)
  }

  @Test func givenRememberOffAndStoredUsername_whenViewLoads_thenUsernameIsNotPrefilled() throws {
    // Given
    try env.settings.setRemember(false)
    try env.credentials.saveUsername("demo")

    // When
    let state = LoginFeature.State(
      preferences: LoginPreferences(settings: env.settings, credentials: env.credentials))

    // Then
    #expect(state.username == "")
    #expect(state.remember == false)
  }

  @Test func givenAnEmptyField_whenRegisterTapped_thenMandatoryAlertWithoutRequestOrLoading() async
  {
    // Given
    let store = makeStore()
    store.send(.passwordChanged("secret")) { $0.password = "secret" }

    // When
    store.send(.registerTapped) {
      $0.alert = .error(
        title: LoginTexts.errorTitle, message: ServiceError.missingCredentials.message)
    }

    // Then
    await store.finish()
    #expect(env.auth.calls.isEmpty)
  }

  @Test func givenRegistered_whenAutoLoginRuns_thenOverlayStaysUpBetweenTheCalls() async {
    // Given
    let gate = env.auth.control.suspend(.login)
    let store = makeStore(username: "zoe")
    store.send(.passwordChanged("pw")) { $0.password = "pw" }

    // When
    store.send(.registerTapped) { $0.isLoading = true }
    await gate.waitForArrival()

    // Then: registered, logging in, and no action has come back to lower the overlay
    let typed = Credentials(username: "zoe", password: "pw")
    #expect(env.auth.calls == [.register(typed), .login(typed)])
    #expect(store.state.isLoading)
    gate.open()
    await store.receive(.signInResponse(.success(.register))) { $0.isLoading = false }
    await store.receive(.delegate(.signedIn))
    await store.finish()
  }

  @Test func givenTakenUsername_whenRegisterTapped_thenAlertsWithoutLoggingIn() async {
    // Given
    let store = makeStore(username: "demo")
    store.send(.passwordChanged("other")) { $0.password = "other" }

    // When
    store.send(.registerTapped) { $0.isLoading = true }

    // Then
    await store.receive(.signInResponse(.failure(.usernameTaken))) {
      $0.isLoading = false
      $0.alert = .error(
        title: LoginTexts.errorTitle, message: ServiceError.usernameTaken.message)
    }
    await store.finish()
    #expect(env.auth.calls == [.register(.fixture(password: "other"))])
  }

  @Test func givenRegisterSucceedsButLoginFails_whenRegisterTapped_thenAlertsAndStays() async {
    // Given
    env.auth.control.fail(.login, with: .transport)
    let store = makeStore(username: "zoe")
    store.send(.passwordChanged("pw")) { $0.password = "pw" }

    // When
    store.send(.registerTapped) { $0.isLoading = true }

    // Then: no delegate action, so the root pushes nothing
    await store.receive(.signInResponse(.failure(.transport))) {
      $0.isLoading = false
      $0.alert = .error(
        title: LoginTexts.errorTitle, message: ServiceError.transport.message)
    }
    await store.finish()
    let typed = Credentials(username: "zoe", password: "pw")
    #expect(env.auth.calls == [.register(typed), .login(typed)])
    #expect(env.credentials.token == nil)
  }
}
