import Domain
import TestSupport
import Testing

@testable import MV

@MainActor
@Suite struct SessionTests {
  @Test func givenRememberedUsername_whenTheSessionIsMade_thenLoginStartsFromIt() throws {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")

    // When
    let sut = Session(environment: env.environment)

    // Then
    #expect(
      sut.remembered == LoginPreferences(settings: env.settings, credentials: env.credentials))
    #expect(sut.remembered.username == "ana")
    #expect(sut.signedInUser == nil)
  }

  @Test func givenKnownUser_whenSigningIn_thenLogsInRemembersAndKnowsWhoIsSignedIn()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let sut = Session(environment: env.environment)

    // When
    try await sut.signIn(.login, as: .fixture(), remember: true)

    // Then
    #expect(env.auth.calls == [.login(.fixture())])
    #expect(env.credentials.username == "demo")
    #expect(env.credentials.token == AuthServiceFake.token(for: "demo"))
    #expect(sut.signedInUser == "demo")
  }

  @Test func givenNewUsername_whenRegistering_thenRegistersThenLogsIn() async throws {
    // Given
    let env = TestEnvironment()
    let sut = Session(environment: env.environment)
    let newcomer = Credentials.fixture(username: "eve", password: "pw")

    // When
    try await sut.signIn(.register, as: newcomer, remember: false)

    // Then
    #expect(env.auth.calls == [.register(newcomer), .login(newcomer)])
    #expect(env.credentials.username == nil)
    #expect(sut.signedInUser == "eve")
  }

  @Test func givenAnEmptyPassword_whenSigningIn_thenMissingCredentialsAndNothingSent() async {
    // Given
    let env = TestEnvironment()
    let sut = Session(environment: env.environment)

    // When
    let error = await #expect(throws: ServiceError.self) {
      try await sut.signIn(.login, as: .fixture(password: ""), remember: true)
    }

    // Then
    #expect(error == .missingCredentials)
    #expect(env.auth.calls.isEmpty)
  }

  @Test func givenWrongPassword_whenSigningIn_thenTheErrorIsThrownAndNothingRemembered() async {
    // Given
    let env = TestEnvironment()
    let sut = Session(environment: env.environment)

    // When
    let error = await #expect(throws: ServiceError.self) {
      try await sut.signIn(.login, as: .fixture(password: "wrong"), remember: true)
    }

    // Then
    #expect(error == .invalidCredentials)
    #expect(env.credentials.username == nil)
    #expect(sut.signedInUser == nil)
  }
}
