import Foundation

/// `GatherService` over the Football Gather REST API: G1, G2, G3 and G5 of SPEC §4.2, with Bearer auth.
///
/// Starting a gather (create, then add every team player concurrently) is the protocol's own
/// `startGather(with:)`, built on the calls below.
package struct HTTPGatherService: GatherService {
  private let client: HTTPClient

  /// Creates the service.
  package init(client: HTTPClient) {
    self.client = client
  }

  /// `POST /api/gathers` with `{}`; expects 201 and a UUID in `Location`.
  package func createGather() async throws(ServiceError) -> UUID {
    let request = try HTTPRequest.json(
      .post, path: Self.collection, body: EmptyBody(), expectedStatus: 201)
    return try await client.send(request).resourceID().uuid()
  }

  /// `POST /api/gathers/{gatherId}/players/{playerId}` with `{team}`; expects 200.
  package func addPlayer(id playerID: Int, toGather gatherID: UUID, team: TeamSection)
    async throws(ServiceError)
  {
    let request = try HTTPRequest.json(
      .post, path: Self.path(of: gatherID) + ["players", String(playerID)],
      body: TeamBody(team: team.title), expectedStatus: 200)
    _ = try await client.send(request)
  }

  /// `PUT /api/gathers/{gatherId}` with `{score, winnerTeam}`; expects 204.
  package func endGather(id: UUID, result: GatherResult) async throws(ServiceError) {
    let request = try HTTPRequest.json(
      .put, path: Self.path(of: id), body: result, expectedStatus: 204)
    _ = try await client.send(request)
  }

  /// `GET /api/gathers`; expects 200 with a JSON array of gathers.
  package func gathers() async throws(ServiceError) -> [Gather] {
    let request = HTTPRequest(method: .get, path: Self.collection, expectedStatus: 200)
    return try await client.send(request).decoded(as: [Gather].self)
  }

  private static let collection = ["api", "gathers"]

  /// The gather's path; `uuidString` is upper case, as the server writes UUIDs (SPEC §4.3).
  private static func path(of id: UUID) -> [String] { collection + [id.uuidString] }
}

/// The create-gather body: the server ignores it, the app sends `{}`.
private struct EmptyBody: Encodable {}

/// The add-player body: the team's wire name, `Team A` or `Team B`.
private struct TeamBody: Encodable {
  let team: String
}
