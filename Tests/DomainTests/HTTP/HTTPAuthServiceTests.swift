import Domain
import Foundation
import TestSupport
import Testing

@Suite struct HTTPAuthServiceTests {
  /// SHA-256 hex of `demo` (SPEC §4.6).
  private static let demoHash = "2a97516c354b68848cdbd8f54a226a0a55b21ed138e207ad6c5cbb9c00aa5aea"
  /// `Basic base64("demo:" + hash("demo"))` (SPEC §4.6).
  private static let demoBasic =
    "Basic ZGVtbzoyYTk3NTE2YzM1NGI2ODg0OGNkYmQ4ZjU0YTIyNmEwYTU1YjIxZWQxMzhlMjA3YWQ2YzVjYmI5YzAwYWE1YWVh"

  private func makeSUT(server: StubServer) -> HTTPAuthService {
    HTTPAuthService(client: server.makeClient(), credentials: server.credentials)
  }

  @Test func givenNewUser_whenRegistering_thenItPostsUsernameAndHashedPasswordWithoutAuth()
    async throws
  {
    // Given
    let location = "/api/users/E88FE54F-AEE4-4160-8410-CB538BC04E9F"
    let server = try StubServer(reply: .status(201, location: location))
    let sut = makeSUT(server: server)

    // When
    try await sut.register(.fixture(username: "demo", password: "demo"))

    // Then
    let request = try #require(server.requests.first)
    #expect(server.requests.count == 1)
    #expect(request.method == "POST")
    #expect(request.path == "/api/users")
    #expect(request.hasJSONHeaders)
    #expect(request.header("Authorization") == nil)
    #expect(request.json == #"{"password":"\#(Self.demoHash)","username":"demo"}"#)
  }

  @Test func givenTakenUsername_whenRegistering_thenTheServers500IsUnexpectedResponse() async throws
  {
    // Given
    let server = try StubServer(reply: .status(500, body: #"{"error":true,"reason":"x"}"#))
    let sut = makeSUT(server: server)

    // When, Then
    await #expect(throws: ServiceError.unexpectedResponse) {
      try await sut.register(.fixture())
    }
  }

  @Test func given201WithoutLocation_whenRegistering_thenItIsUnexpectedResponse() async throws {
    // Given
    let server = try StubServer(reply: .status(201))
    let sut = makeSUT(server: server)

    // When, Then
    await #expect(throws: ServiceError.unexpectedResponse) {
      try await sut.register(.fixture())
    }
  }

  @Test func givenEmptyPassword_whenRegistering_thenItThrowsMissingCredentialsAndSendsNothing()
    async throws
  {
    // Given
    let server = try StubServer(reply: .status(201, location: "/api/users/1"))
    let sut = makeSUT(server: server)

    // When, Then
    await #expect(throws: ServiceError.missingCredentials) {
      try await sut.register(.fixture(password: ""))
    }
    #expect(server.requests.isEmpty)
  }

  @Test func givenStoredToken_whenLoggingIn_thenItPostsBasicAuthOnlyAndNoBody() async throws {
    // Given
    let body = #"{"token":"abc","userID":"E88FE54F-AEE4-4160-8410-CB538BC04E9F"}"#
    let server = try StubServer(token: "old-token", reply: .status(200, body: body))
    let sut = makeSUT(server: server)

    // When
    try await sut.login(.fixture(username: "demo", password: "demo"))

    // Then
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.path == "/api/users/login")
    #expect(request.hasJSONHeaders)
    #expect(request.header("Authorization") == Self.demoBasic)
    #expect(request.body?.isEmpty ?? true)
  }

  @Test func givenValidCredentials_whenLoggingIn_thenItSavesAndReturnsTheToken() async throws {
    // Given
    let body = #"{"token":"abc","userID":"E88FE54F-AEE4-4160-8410-CB538BC04E9F"}"#
    let server = try StubServer(token: nil, reply: .status(200, body: body))
    let sut = makeSUT(server: server)

    // When
    let token = try await sut.login(.fixture())

    // Then
    #expect(token == "abc")
    #expect(server.credentials.token == "abc")
  }

  @Test func givenWrongPassword_whenLoggingIn_then401IsInvalidCredentialsAndNoTokenIsSaved()
    async throws
  {
    // Given
    let server = try StubServer(
      token: nil, reply: .status(401, body: #"{"error":true,"reason":"Unauthorized"}"#))
    let sut = makeSUT(server: server)

    // When, Then
    await #expect(throws: ServiceError.invalidCredentials) {
      try await sut.login(.fixture())
    }
    #expect(server.credentials.token == nil)
  }

  @Test func givenEmptyBody_whenLoggingIn_thenItIsUnexpectedResponse() async throws {
    // Given
    let server = try StubServer(reply: .status(200))
    let sut = makeSUT(server: server)

    // When, Then
    await #expect(throws: ServiceError.unexpectedResponse) {
      try await sut.login(.fixture())
    }
  }

  @Test func givenAnswerWithoutToken_whenLoggingIn_thenItIsDecoding() async throws {
    // Given
    let server = try StubServer(reply: .status(200, body: #"{"userID":"x"}"#))
    let sut = makeSUT(server: server)

    // When, Then
    await #expect(throws: ServiceError.decoding) {
      try await sut.login(.fixture())
    }
  }

  @Test func givenEmptyUsername_whenLoggingIn_thenItThrowsMissingCredentialsAndSendsNothing()
    async throws
  {
    // Given
    let server = try StubServer(reply: .status(200, body: #"{"token":"abc"}"#))
    let sut = makeSUT(server: server)

    // When, Then
    await #expect(throws: ServiceError.missingCredentials) {
      try await sut.login(.fixture(username: ""))
    }
    #expect(server.requests.isEmpty)
  }
}
