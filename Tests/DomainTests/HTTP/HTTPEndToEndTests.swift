import Domain
import Foundation
import Testing

/// The environment variable holding the server's base URL.
private let serverVariable = "FOOTBALL_GATHER_SERVER_URL"

/// The HTTP services against a real Football Gather server, such as `radude89/footballgather-ws`.
///
/// Runs only when `FOOTBALL_GATHER_SERVER_URL` is set (for example `http://localhost:8080`); each
/// test registers its own random user, so runs never collide and need no clean-up.
@Suite(
  .enabled(
    if: ProcessInfo.processInfo.environment[serverVariable] != nil,
    "Set FOOTBALL_GATHER_SERVER_URL to run the end-to-end suite against a Football Gather server"),
  .serialized)
struct HTTPEndToEndTests {
  /// A fresh environment on the server, with a new user's credentials (not yet registered).
  private func makeSUT() throws -> (environment: AppEnvironment, user: Credentials) {
    let text = try #require(ProcessInfo.processInfo.environment[serverVariable])
    let url = try #require(URL(string: text), "\(serverVariable) is not a URL: \(text)")
    let environment = AppEnvironment.http(
      baseURL: url, session: HTTPClient.makeSession(),
      credentials: CredentialStore(storage: InMemoryKeyValueStore()),
      settings: SettingsStore(storage: InMemoryKeyValueStore()), clock: SystemTimerClock())
    let user = Credentials(username: "e2e-\(UUID().uuidString)", password: "pw-\(UUID())")
    return (environment, user)
  }

  /// Registers and logs in a new user.
  private func makeSignedInSUT() async throws -> AppEnvironment {
    let (environment, user) = try makeSUT()
    try await environment.auth.register(user)
    try await environment.auth.login(user)
    return environment
  }

  @Test func givenNewUser_whenRegisteringAndLoggingIn_thenATokenIsStored() async throws {
    // Given
    let (environment, user) = try makeSUT()

    // When
    try await environment.auth.register(user)
    let token = try await environment.auth.login(user)

    // Then
    #expect(!token.isEmpty)
    #expect(environment.credentials.token == token)
  }

  @Test func givenRegisteredUser_whenLoggingInWithWrongPassword_thenItIsInvalidCredentials()
    async throws
  {
    // Given
    let (environment, user) = try makeSUT()
    try await environment.auth.register(user)

    // When, Then
    await #expect(throws: ServiceError.invalidCredentials) {
      try await environment.auth.login(Credentials(username: user.username, password: "wrong"))
    }
  }

  @Test func givenNoToken_whenListingPlayers_thenItIsUnauthorized() async throws {
    // Given
    let (environment, _) = try makeSUT()

    // When, Then
    await #expect(throws: ServiceError.unauthorized) {
      try await environment.players.players()
    }
  }

  @Test func givenSignedInUser_whenManagingPlayers_thenTheListFollowsEveryChange() async throws {
    // Given
    let players = try await makeSignedInSUT().players

    // When
    let anaID = try await players.create(PlayerCreate(name: "Ana", age: 27, skill: .professional))
    let brunoID = try await players.create(PlayerCreate(name: "Bruno"))
    let created = try await players.players()
    var ana = try #require(created.first { $0.id == anaID })
    ana.name = "Ana Maria"
    ana.preferredPosition = .winger
    try await players.update(ana)
    try await players.delete(id: brunoID)
    let remaining = try await players.players()

    // Then
    #expect(Set(created.map(\.id)) == [anaID, brunoID])
    #expect(remaining.count == 1)
    #expect(remaining.first?.hasSameContents(as: ana) == true)
    await #expect(throws: ServiceError.notFound) { try await players.delete(id: brunoID) }
  }

  @Test func givenTeams_whenPlayingAGather_thenItIsListedWithItsScore() async throws {
    // Given
    let environment = try await makeSignedInSUT()
    var squad: [Player] = []
    for name in ["Ana", "Bruno", "Carla"] {
      let payload = PlayerCreate(name: name)
      squad.append(payload.player(id: try await environment.players.create(payload)))
    }
    var teams = TeamAssignment(bench: squad)
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamA, index: 0))
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamB, index: 0))

    // When
    let model = try await environment.gathers.startGather(with: teams)
    try await environment.gathers.endGather(
      id: model.gatherId, result: GatherResult(teamA: 2, teamB: 1))
    let gathers = try await environment.gathers.gathers()

    // Then
    let gather = try #require(gathers.first { $0.id == model.gatherId })
    #expect(gather.score == "2-1")
    #expect(gather.winnerTeam == "Team A")
  }
}
