import Domain
import Foundation
import TestSupport
import Testing

@Suite struct HTTPAppEnvironmentTests {
  @Test func givenNothing_whenReadingDefaultServerURL_thenItIsLocalhost8080() {
    // When
    let url = AppEnvironment.defaultServerURL

    // Then
    #expect(url.absoluteString == "http://localhost:8080")
  }

  @Test func givenHTTPEnvironment_whenUsingEachService_thenTheyCallTheServerWithTheStoredToken()
    async throws
  {
    // Given
    let server = try StubServer(token: nil) { request in
      request.path == "/api/users/login"
        ? .status(200, body: #"{"token":"fresh"}"#) : .status(200, body: "[]")
    }
    let environment = AppEnvironment.http(
      baseURL: server.baseURL, session: server.makeSession(), credentials: server.credentials,
      settings: SettingsStore(storage: InMemoryKeyValueStore()), clock: SystemTimerClock())

    // When
    try await environment.auth.login(.fixture())
    _ = try await environment.players.players()
    _ = try await environment.gathers.gathers()

    // Then
    #expect(server.requests.map(\.path) == ["/api/users/login", "/api/players", "/api/gathers"])
    #expect(
      server.requests.dropFirst().map { $0.header("Authorization") } == [
        "Bearer fresh", "Bearer fresh",
      ])
  }
}
