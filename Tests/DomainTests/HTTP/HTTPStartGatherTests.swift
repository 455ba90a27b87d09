import Domain
import Foundation
import TestSupport
import Testing

/// `startGather(with:)` over HTTP: one create, then every team player's add call (SPEC §3.6).
@Suite struct HTTPStartGatherTests {
  private static let gatherPath = "/api/gathers/E88FE54F-AEE4-4160-8410-CB538BC04E9F"

  /// Ana and Bruno in Team A, Carla in Team B, Dan on the bench.
  private static func teams() -> TeamAssignment {
    var teams = TeamAssignment(bench: Player.squad)
    let moves = [(0, TeamSection.teamA), (0, .teamA), (0, .teamB)]
    for (index, team) in moves {
      teams.move(from: .init(section: .bench, index: index), to: .init(section: team, index: 9))
    }
    return teams
  }

  /// A server that creates the gather and answers each add call with `addStatus(playerID)`.
  private static func makeServer(addStatus: @escaping @Sendable (String) -> Int) throws
    -> StubServer
  {
    try StubServer { request in
      guard request.path != "/api/gathers" else {
        return .status(201, location: gatherPath)
      }
      return .status(addStatus(request.path.split(separator: "/").last.map(String.init) ?? ""))
    }
  }

  @Test func givenTwoTeams_whenStartingGather_thenItAddsEveryTeamPlayerButNoBenchPlayer()
    async throws
  {
    // Given
    let server = try Self.makeServer { _ in 200 }
    let sut = HTTPGatherService(client: server.makeClient())

    // When
    let model = try await sut.startGather(with: Self.teams())

    // Then
    let adds = server.requests.dropFirst().sorted { $0.path < $1.path }
    #expect(server.requests.first?.path == "/api/gathers")
    #expect(adds.map(\.method) == ["POST", "POST", "POST"])
    #expect(adds.map(\.path) == [1, 2, 3].map { "\(Self.gatherPath)/players/\($0)" })
    #expect(
      adds.map(\.json) == [#"{"team":"Team A"}"#, #"{"team":"Team A"}"#, #"{"team":"Team B"}"#])
    #expect(model.gatherId.uuidString == "E88FE54F-AEE4-4160-8410-CB538BC04E9F")
    #expect(model.players(in: .teamA).map(\.id) == [1, 2])
    #expect(model.players(in: .teamB).map(\.id) == [3])
  }

  @Test func givenOneAddCallFails_whenStartingGather_thenItFailsAfterAllCallsWereSent()
    async throws
  {
    // Given
    let server = try Self.makeServer { playerID in playerID == "1" ? 400 : 200 }
    let sut = HTTPGatherService(client: server.makeClient())

    // When, Then
    await #expect(throws: ServiceError.unexpectedResponse) {
      try await sut.startGather(with: Self.teams())
    }
    #expect(server.requests.count == 4)
  }

  @Test func givenCreateFails_whenStartingGather_thenNoPlayerIsAdded() async throws {
    // Given
    let server = try StubServer(reply: .status(401))
    let sut = HTTPGatherService(client: server.makeClient())

    // When, Then
    await #expect(throws: ServiceError.unauthorized) {
      try await sut.startGather(with: Self.teams())
    }
    #expect(server.requests.count == 1)
  }
}
