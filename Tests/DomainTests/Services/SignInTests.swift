import Domain
import TestSupport
import Testing

@Suite struct SignInTests {
  private struct Stores {
    let settings = SettingsStore(storage: InMemoryKeyValueStore())
    let credentials = CredentialStore(storage: InMemoryKeyValueStore())
  }

  @Test func givenANewUser_whenRegistering_thenRegisterThenLoginAndTheUsernameIsRemembered()
    async throws
  {
    // Given
    let stores = Stores()
    let auth = AuthServiceFake(credentials: stores.credentials)
    let signIn = SignIn(auth: auth, settings: stores.settings, credentials: stores.credentials)
    let typed = Credentials(username: "ana", password: "secret")

    // When
    try await signIn(.register, typed, remember: true)

    // Then
    #expect(auth.calls == [.register(typed), .login(typed)])
    let preferences = LoginPreferences(settings: stores.settings, credentials: stores.credentials)
    #expect(preferences.remember)
    #expect(preferences.username == "ana")
  }

  @Test func givenAKnownUserAndRememberOff_whenLoggingIn_thenOnlyLoginAndNothingIsPrefilled()
    async throws
  {
    // Given
    let stores = Stores()
    try stores.credentials.saveUsername("old")
    let auth = AuthServiceFake(users: ["ana": "secret"], credentials: stores.credentials)
    let signIn = SignIn(auth: auth, settings: stores.settings, credentials: stores.credentials)
    let typed = Credentials(username: "ana", password: "secret")

    // When
    try await signIn(.login, typed, remember: false)

    // Then
    #expect(auth.calls == [.login(typed)])
    #expect(stores.settings.remember == false)
    #expect(stores.credentials.username == nil)
  }

  @Test func givenAWrongPassword_whenLoggingIn_thenTheErrorComesBackAndNothingIsSaved() async {
    // Given
    let stores = Stores()
    try? stores.credentials.saveUsername("old")
    let auth = AuthServiceFake(users: ["ana": "secret"], credentials: stores.credentials)
    let signIn = SignIn(auth: auth, settings: stores.settings, credentials: stores.credentials)

    // When
    let error = await #expect(throws: ServiceError.self) {
      try await signIn(.login, Credentials(username: "ana", password: "nope"), remember: false)
    }

    // Then
    #expect(error == .invalidCredentials)
    #expect(stores.credentials.username == "old")
  }

  @Test func givenAnEmptyPassword_whenRegistering_thenNoServiceIsCalled() async {
    // Given
    let stores = Stores()
    let auth = AuthServiceFake(credentials: stores.credentials)
    let signIn = SignIn(auth: auth, settings: stores.settings, credentials: stores.credentials)

    // When
    let error = await #expect(throws: ServiceError.self) {
      try await signIn(.register, Credentials(username: "ana", password: ""), remember: true)
    }

    // Then
    #expect(error == .missingCredentials)
    #expect(auth.calls.isEmpty)
  }
}
