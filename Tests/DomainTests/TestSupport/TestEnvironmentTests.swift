import Domain
import TestSupport
import Testing

@MainActor
@Suite struct TestEnvironmentTests {
  @Test func givenSignInRequired_whenCallingWithoutAToken_thenTheFakesAreUnauthorized() async {
    // Given
    let env = TestEnvironment(players: Player.squad)
    env.requireSignIn()

    // When
    let players = await #expect(throws: ServiceError.unauthorized) {
      try await env.players.players()
    }
    let gather = await #expect(throws: ServiceError.unauthorized) {
      try await env.gathers.createGather()
    }

    // Then
    #expect(players == .unauthorized)
    #expect(gather == .unauthorized)
    #expect(env.gathers.storedGathers.isEmpty)
  }

  @Test func givenSignInRequired_whenLoggedIn_thenTheFakesAnswer() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    env.requireSignIn()

    // When
    try await env.auth.login(.fixture())
    let players = try await env.players.players()
    let gatherID = try await env.gathers.createGather()

    // Then
    #expect(players == Player.squad)
    #expect(gatherID == GatherServiceFake.id(1))
  }

  @Test func givenTheDefaultEnvironment_whenCallingWithoutAToken_thenTheFakesAnswer() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)

    // When
    let players = try await env.players.players()

    // Then
    #expect(env.credentials.token == nil)
    #expect(players == Player.squad)
  }
}
