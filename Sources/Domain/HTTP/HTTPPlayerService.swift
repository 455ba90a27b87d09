import Foundation

/// `PlayerService` over the Football Gather REST API: P1–P4 of SPEC §4.2, all with Bearer auth.
package struct HTTPPlayerService: PlayerService {
  private let client: HTTPClient

  /// Creates the service.
  package init(client: HTTPClient) {
    self.client = client
  }

  /// `GET /api/players`; expects 200 with a JSON array of players.
  package func players() async throws(ServiceError) -> [Player] {
    let request = HTTPRequest(method: .get, path: Self.collection, expectedStatus: 200)
    return try await client.send(request).decoded(as: [Player].self)
  }

  /// `POST /api/players` with the player's fields; expects 201 and an integer id in `Location`.
  @discardableResult
  package func create(_ player: PlayerCreate) async throws(ServiceError) -> Int {
    let request = try HTTPRequest.json(
      .post, path: Self.collection, body: player, expectedStatus: 201)
    return try await client.send(request).resourceID().integer()
  }

  /// `PUT /api/players/{id}` with every field but the id; expects 204.
  package func update(_ player: Player) async throws(ServiceError) {
    let request = try HTTPRequest.json(
      .put, path: Self.path(of: player.id), body: player.payload, expectedStatus: 204)
    _ = try await client.send(request)
  }

  /// `DELETE /api/players/{id}`; expects 204.
  package func delete(id: Int) async throws(ServiceError) {
    let request = HTTPRequest(method: .delete, path: Self.path(of: id), expectedStatus: 204)
    _ = try await client.send(request)
  }

  private static let collection = ["api", "players"]

  private static func path(of id: Int) -> [String] { collection + [String(id)] }
}
