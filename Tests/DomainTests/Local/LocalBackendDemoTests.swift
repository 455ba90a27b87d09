import Domain
import Foundation
import Testing

@Suite struct LocalBackendDemoTests {
  @Test func givenAnEmptyBackend_whenSeeding_thenDemoCanLogInAndSeesTheDemoPlayers() throws {
    // Given
    let backend = try LocalBackend(persistence: .memory, passwordIterations: 2)

    // When
    try backend.seedDemo()

    // Then
    let token = try backend.login(Credentials(username: "demo", password: "demo"))
    let players = try backend.players(token: token)
    #expect(players.map(\.name) == LocalBackend.demoPlayers.map(\.name))
    #expect(players.map(\.id) == Array(1...LocalBackend.demoPlayers.count))
  }

  @Test func givenASeededBackend_whenSeedingAgain_thenNothingIsDuplicated() throws {
    // Given
    let backend = try LocalBackend(persistence: .memory, passwordIterations: 2)
    try backend.seedDemo()

    // When
    try backend.seedDemo()

    // Then
    let token = try backend.login(LocalBackend.demoCredentials)
    #expect(try backend.players(token: token).count == LocalBackend.demoPlayers.count)
  }

  @Test func givenTheDefaultIterationCount_whenRegisteringAndLoggingIn_thenItWorks() throws {
    // Given
    let backend = try LocalBackend(persistence: .memory)
    let credentials = Credentials(username: "ana", password: "secret")

    // When
    try backend.register(credentials)
    let token = try backend.login(credentials)

    // Then
    #expect(LocalBackend.defaultPasswordIterations >= 10_000)
    #expect(token.count == 24)
  }
}

extension LocalBackendDemoTests {
  @Test func givenAnEmptyBackend_whenSeedingConcurrently_thenOnlyOneDemoAccountIsMade()
    async throws
  {
    // Given: enough iterations that the password hashing overlaps between the seeds
    let backend = try LocalBackend(persistence: .memory, passwordIterations: 2_000)

    // When
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<32 { group.addTask { try backend.seedDemo() } }
      try await group.waitForAll()
    }

    // Then
    let token = try backend.login(LocalBackend.demoCredentials)
    let next = try backend.createPlayer(PlayerCreate(name: "Next"), token: token)
    #expect(next == LocalBackend.demoPlayers.count + 1)
  }
}
