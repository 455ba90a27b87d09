import Domain
import Foundation
import Testing

@Suite struct LocalAuthServiceTests {
  @Test func givenARegisteredUser_whenLoggingIn_thenAFreshTokenIsReturnedAndStored() async throws {
    // Given
    let fixture = try LocalFixture()
    let credentials = Credentials(username: "ana", password: "secret")
    try await fixture.auth.register(credentials)

    // When
    let first = try await fixture.auth.login(credentials)
    let second = try await fixture.auth.login(credentials)

    // Then
    #expect(first.count == 24)
    #expect(Data(base64Encoded: first)?.count == 16)
    #expect(first != second)
    #expect(fixture.credentials.token == second)
  }

  @Test func givenARegisteredUser_whenLoggingInWithAWrongPassword_thenInvalidCredentials()
    async throws
  {
    // Given
    let fixture = try LocalFixture()
    try await fixture.auth.register(Credentials(username: "ana", password: "secret"))

    // When
    let login = { try await fixture.auth.login(Credentials(username: "ana", password: "wrong")) }

    // Then
    await #expect(throws: ServiceError.invalidCredentials) { try await login() }
    #expect(fixture.credentials.token == nil)
  }

  @Test func givenNoSuchUser_whenLoggingIn_thenInvalidCredentials() async throws {
    // Given
    let fixture = try LocalFixture()

    // When / Then
    await #expect(throws: ServiceError.invalidCredentials) {
      try await fixture.auth.login(Credentials(username: "nobody", password: "x"))
    }
  }

  @Test func givenATakenUsername_whenRegistering_thenUsernameTaken() async throws {
    // Given
    let fixture = try LocalFixture()
    try await fixture.auth.register(Credentials(username: "ana", password: "one"))

    // When / Then
    await #expect(throws: ServiceError.usernameTaken) {
      try await fixture.auth.register(Credentials(username: "ana", password: "two"))
    }
    #expect(try await fixture.auth.login(Credentials(username: "ana", password: "one")).count == 24)
  }

  @Test func givenAnEmptyField_whenRegisteringOrLoggingIn_thenMissingCredentials() async throws {
    // Given
    let fixture = try LocalFixture()

    // When / Then
    await #expect(throws: ServiceError.missingCredentials) {
      try await fixture.auth.register(Credentials(username: "", password: "x"))
    }
    await #expect(throws: ServiceError.missingCredentials) {
      try await fixture.auth.login(Credentials(username: "ana", password: ""))
    }
  }

  @Test func givenAFileBackend_whenAUserRegisters_thenNeitherPasswordNorItsHashIsInTheFile()
    async throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let fixture = try LocalFixture(saver: FileSaver(url: folder.file("data.json")))
    let credentials = Credentials(username: "ana", password: "hunter2")

    // When
    try await fixture.auth.register(credentials)
    let token = try await fixture.auth.login(credentials)

    // Then
    let text = try String(contentsOf: folder.file("data.json"), encoding: .utf8)
    #expect(text.contains("\"ana\""))
    #expect(!text.contains("hunter2"))
    #expect(!text.contains(credentials.hashedPassword))
    #expect(!text.contains(token))
    #expect(text.contains("\"salt\""))
  }
}
