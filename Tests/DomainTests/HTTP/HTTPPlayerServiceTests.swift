import Domain
import Foundation
import TestSupport
import Testing

@Suite struct HTTPPlayerServiceTests {
  @Test func givenToken_whenListingPlayers_thenItGetsPlayersWithBearerAndNoBody() async throws {
    // Given
    let server = try StubServer(token: "abc", reply: .status(200, body: "[]"))
    let sut = HTTPPlayerService(client: server.makeClient())

    // When
    _ = try await sut.players()

    // Then
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.path == "/api/players")
    #expect(request.hasJSONHeaders)
    #expect(request.header("Authorization") == "Bearer abc")
    #expect(request.body?.isEmpty ?? true)
  }

  @Test func givenServerPlayers_whenListingPlayers_thenItDecodesThemLeniently() async throws {
    // Given
    let body = """
      [{"id":7,"name":"John","age":18,"skill":"beginner","preferredPosition":"goalkeeper",\
      "favouriteTeam":"FC Team United"},{"id":8,"name":"Ana","skill":"legend"}]
      """
    let server = try StubServer(reply: .status(200, body: body))
    let sut = HTTPPlayerService(client: server.makeClient())

    // When
    let players = try await sut.players()

    // Then
    let expected = [
      Player(
        id: 7, name: "John", age: 18, skill: .beginner, preferredPosition: .goalkeeper,
        favouriteTeam: "FC Team United"),
      Player(id: 8, name: "Ana"),
    ]
    #expect(players.count == 2)
    #expect(zip(players, expected).allSatisfy { $0.hasSameContents(as: $1) })
  }

  @Test func givenNoToken_whenListingPlayers_thenItSendsNoAuthorizationAnd401IsUnauthorized()
    async throws
  {
    // Given
    let server = try StubServer(
      token: nil, reply: .status(401, body: #"{"error":true,"reason":"Unauthorized"}"#))
    let sut = HTTPPlayerService(client: server.makeClient())

    // When, Then
    await #expect(throws: ServiceError.unauthorized) {
      try await sut.players()
    }
    #expect(server.requests.first?.header("Authorization") == nil)
  }

  @Test func givenNewPlayer_whenCreating_thenItPostsOnlyTheSetFieldsAndReadsTheIDFromLocation()
    async throws
  {
    // Given
    let server = try StubServer(token: "abc", reply: .status(201, location: "/api/players/42"))
    let sut = HTTPPlayerService(client: server.makeClient())

    // When
    let id = try await sut.create(PlayerCreate(name: "Ana", age: 27, preferredPosition: .winger))

    // Then
    let request = try #require(server.requests.first)
    #expect(id == 42)
    #expect(request.method == "POST")
    #expect(request.path == "/api/players")
    #expect(request.hasJSONHeaders)
    #expect(request.header("Authorization") == "Bearer abc")
    #expect(request.json == #"{"age":27,"name":"Ana","preferredPosition":"winger"}"#)
  }

  @Test func givenLocationWithUUID_whenCreatingPlayer_thenItIsUnexpectedResponse() async throws {
    // Given
    let location = "/api/players/E88FE54F-AEE4-4160-8410-CB538BC04E9F"
    let server = try StubServer(reply: .status(201, location: location))
    let sut = HTTPPlayerService(client: server.makeClient())

    // When, Then
    await #expect(throws: ServiceError.unexpectedResponse) {
      try await sut.create(PlayerCreate(name: "Ana"))
    }
  }

  @Test func givenInvalidPlayer_whenCreating_then400IsUnexpectedResponse() async throws {
    // Given
    let server = try StubServer(reply: .status(400, body: #"{"error":true,"reason":"Bad"}"#))
    let sut = HTTPPlayerService(client: server.makeClient())

    // When, Then
    await #expect(throws: ServiceError.unexpectedResponse) {
      try await sut.create(PlayerCreate(name: "Ana"))
    }
  }

  @Test func givenEditedPlayer_whenUpdating_thenItPutsEveryFieldButTheID() async throws {
    // Given
    let server = try StubServer(token: "abc", reply: .status(204))
    let sut = HTTPPlayerService(client: server.makeClient())

    // When
    try await sut.update(.completeFixture(id: 5, name: "Ana"))

    // Then
    let request = try #require(server.requests.first)
    #expect(request.method == "PUT")
    #expect(request.path == "/api/players/5")
    #expect(request.hasJSONHeaders)
    #expect(request.header("Authorization") == "Bearer abc")
    #expect(
      request.json
        == #"{"age":27,"favouriteTeam":"FC Porto","name":"Ana","preferredPosition":"midfielder","skill":"professional"}"#
    )
  }

  @Test func givenFailedUpdate_whenUpdatingAgain_thenBothCallsUseTheSamePath() async throws {
    // Given
    let server = try StubServer(reply: .status(500))
    let sut = HTTPPlayerService(client: server.makeClient())
    await #expect(throws: ServiceError.unexpectedResponse) {
      try await sut.update(.fixture(id: 5))
    }

    // When
    await #expect(throws: ServiceError.unexpectedResponse) {
      try await sut.update(.fixture(id: 5))
    }

    // Then
    #expect(server.requests.map(\.path) == ["/api/players/5", "/api/players/5"])
  }

  @Test func givenUpdateAnsweredWith200_whenUpdating_thenItIsUnexpectedResponse() async throws {
    // Given
    let server = try StubServer(reply: .status(200))
    let sut = HTTPPlayerService(client: server.makeClient())

    // When, Then
    await #expect(throws: ServiceError.unexpectedResponse) {
      try await sut.update(.fixture(id: 5))
    }
  }

  @Test func givenPlayer_whenDeleting_thenItSendsDeleteWithBearerAndNoBody() async throws {
    // Given
    let server = try StubServer(token: "abc", reply: .status(204))
    let sut = HTTPPlayerService(client: server.makeClient())

    // When
    try await sut.delete(id: 9)

    // Then
    let request = try #require(server.requests.first)
    #expect(request.method == "DELETE")
    #expect(request.path == "/api/players/9")
    #expect(request.hasJSONHeaders)
    #expect(request.header("Authorization") == "Bearer abc")
    #expect(request.body?.isEmpty ?? true)
  }

  @Test func givenAnotherUsersPlayer_whenDeleting_then404IsNotFound() async throws {
    // Given
    let server = try StubServer(reply: .status(404, body: #"{"error":true,"reason":"Not Found"}"#))
    let sut = HTTPPlayerService(client: server.makeClient())

    // When, Then
    await #expect(throws: ServiceError.notFound) {
      try await sut.delete(id: 9)
    }
  }
}
