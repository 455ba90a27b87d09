import Domain
import Foundation
import TestSupport
import Testing

@Suite struct HTTPGatherServiceTests {
  private static let gatherID = UUID(uuidString: "E88FE54F-AEE4-4160-8410-CB538BC04E9F")

  @Test func givenToken_whenCreatingGather_thenItPostsEmptyObjectAndReadsTheUUID() async throws {
    // Given
    let location = "/api/gathers/e88fe54f-aee4-4160-8410-cb538bc04e9f"
    let server = try StubServer(token: "abc", reply: .status(201, location: location))
    let sut = HTTPGatherService(client: server.makeClient())

    // When
    let id = try await sut.createGather()

    // Then
    let request = try #require(server.requests.first)
    #expect(id == Self.gatherID)
    #expect(request.method == "POST")
    #expect(request.path == "/api/gathers")
    #expect(request.hasJSONHeaders)
    #expect(request.header("Authorization") == "Bearer abc")
    #expect(request.json == "{}")
  }

  @Test func givenLocationWithInteger_whenCreatingGather_thenItIsUnexpectedResponse() async throws {
    // Given
    let server = try StubServer(reply: .status(201, location: "/api/gathers/3"))
    let sut = HTTPGatherService(client: server.makeClient())

    // When, Then
    await #expect(throws: ServiceError.unexpectedResponse) {
      try await sut.createGather()
    }
  }

  @Test func givenGather_whenAddingPlayer_thenItPostsTheTeamToAnUpperCaseUUIDPath() async throws {
    // Given
    let server = try StubServer(token: "abc", reply: .status(200))
    let sut = HTTPGatherService(client: server.makeClient())
    let gatherID = try #require(Self.gatherID)

    // When
    try await sut.addPlayer(id: 7, toGather: gatherID, team: .teamB)

    // Then
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.path == "/api/gathers/E88FE54F-AEE4-4160-8410-CB538BC04E9F/players/7")
    #expect(request.hasJSONHeaders)
    #expect(request.header("Authorization") == "Bearer abc")
    #expect(request.json == #"{"team":"Team B"}"#)
  }

  @Test func givenAddPlayerAnsweredWith201_whenAddingPlayer_thenItIsUnexpectedResponse()
    async throws
  {
    // Given
    let server = try StubServer(reply: .status(201, location: "/api/gathers/x/players/7"))
    let sut = HTTPGatherService(client: server.makeClient())
    let gatherID = try #require(Self.gatherID)

    // When, Then
    await #expect(throws: ServiceError.unexpectedResponse) {
      try await sut.addPlayer(id: 7, toGather: gatherID, team: .teamA)
    }
  }

  @Test func givenGather_whenEnding_thenItPutsScoreAndWinner() async throws {
    // Given
    let server = try StubServer(token: "abc", reply: .status(204))
    let sut = HTTPGatherService(client: server.makeClient())
    let gatherID = try #require(Self.gatherID)

    // When
    try await sut.endGather(id: gatherID, result: GatherResult(teamA: 2, teamB: 1))

    // Then
    let request = try #require(server.requests.first)
    #expect(request.method == "PUT")
    #expect(request.path == "/api/gathers/E88FE54F-AEE4-4160-8410-CB538BC04E9F")
    #expect(request.hasJSONHeaders)
    #expect(request.header("Authorization") == "Bearer abc")
    #expect(request.json == #"{"score":"2-1","winnerTeam":"Team A"}"#)
  }

  @Test func givenAnotherUsersGather_whenEnding_then404IsNotFound() async throws {
    // Given
    let server = try StubServer(reply: .status(404))
    let sut = HTTPGatherService(client: server.makeClient())
    let gatherID = try #require(Self.gatherID)

    // When, Then
    await #expect(throws: ServiceError.notFound) {
      try await sut.endGather(id: gatherID, result: GatherResult(teamA: 0, teamB: 0))
    }
  }

  @Test func givenServerGathers_whenListingGathers_thenItGetsAndDecodesThem() async throws {
    // Given
    let body = """
      [{"id":"E88FE54F-AEE4-4160-8410-CB538BC04E9F",\
      "userId":"0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0","score":"1-1","winnerTeam":"None"}]
      """
    let server = try StubServer(token: "abc", reply: .status(200, body: body))
    let sut = HTTPGatherService(client: server.makeClient())

    // When
    let gathers = try await sut.gathers()

    // Then
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.path == "/api/gathers")
    #expect(request.hasJSONHeaders)
    #expect(request.header("Authorization") == "Bearer abc")
    #expect(gathers.map(\.id) == [Self.gatherID].compactMap { $0 })
    #expect(gathers.first?.score == "1-1")
    #expect(gathers.first?.winnerTeam == "None")
  }

  @Test func givenBodyThatIsNotAList_whenListingGathers_thenItIsDecoding() async throws {
    // Given
    let server = try StubServer(reply: .status(200, body: #"{"error":false}"#))
    let sut = HTTPGatherService(client: server.makeClient())

    // When, Then
    await #expect(throws: ServiceError.decoding) {
      try await sut.gathers()
    }
  }
}
