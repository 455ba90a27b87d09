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
      initialState: state, reducer: LoginFeature(signIn: SignIn(environment: env.environment)))
  }

  @Test func givenStoredRememberedUser_whenStateIsMade_thenUsernameAndSwitchArePrefilled() throws {
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

  @Test func givenTypedCredentials_whenLoginSucceeds_thenOverlayThenSignedInDelegate() async {
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
  }

  @Test func givenNewUser_whenRegisterTapped_thenRegistersThenLogsIn() async {
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

  @Test func givenEmptyPassword_whenLoginTapped_thenErrorAlertWithoutOverlayOrServiceCall() async {
    // Given
    let store = makeStore(username: "demo")

    // When
    store.send(.loginTapped) {
      $0.alert = .error(
        title: LoginTexts.errorTitle, message: ServiceError.missingCredentials.message,
        dismiss: .alertDismissed)
    }

    // Then
    await store.finish()
    #expect(env.auth.calls.isEmpty)
  }

  @Test func givenWrongPassword_whenLoginTapped_thenOverlayHidesAndTheErrorIsShown() async {
    // Given
    let store = makeStore(username: "demo")
    store.send(.passwordChanged("nope")) { $0.password = "nope" }

    // When
    store.send(.loginTapped) { $0.isLoading = true }

    // Then
    await store.receive(.signInResponse(.failure(.invalidCredentials))) {
      $0.isLoading = false
      $0.alert = .error(
        title: LoginTexts.errorTitle, message: ServiceError.invalidCredentials.message,
        dismiss: .alertDismissed)
    }
    store.send(.alertDismissed) { $0.alert = nil }
    await store.finish()
  }

  @Test func givenRememberOff_whenLoginSucceeds_thenTheUsernameIsForgotten() async throws {
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
}
