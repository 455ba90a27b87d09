import Domain
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The error rows of SPEC §7.1 and the request conventions of §4.3, through `HTTPClient.send`.
@Suite struct HTTPClientTests {
  private static let list = HTTPRequest(
    method: .get, path: ["api", "players"], expectedStatus: 200)

  @Test(arguments: [
    URLError.Code.cannotConnectToHost, .timedOut, .notConnectedToInternet, .cannotFindHost,
    .networkConnectionLost,
  ])
  func givenNoAnswer_whenSending_thenItIsTransport(code: URLError.Code) async throws {
    // Given
    let server = try StubServer(reply: .failure(code))

    // When, Then
    await #expect(throws: ServiceError.transport) {
      try await server.makeClient().send(Self.list)
    }
  }

  @Test func givenBasicRequest_whenServerAnswers401_thenItIsInvalidCredentials() async throws {
    // Given
    let server = try StubServer(reply: .status(401))
    let login = HTTPRequest(
      method: .post, path: ["api", "users", "login"], authorization: .basic("x"),
      expectedStatus: 200)

    // When, Then
    await #expect(throws: ServiceError.invalidCredentials) {
      try await server.makeClient().send(login)
    }
  }

  @Test(arguments: [
    (401, ServiceError.unauthorized), (404, .notFound), (400, .unexpectedResponse),
    (500, .unexpectedResponse), (201, .unexpectedResponse), (204, .unexpectedResponse),
  ])
  func givenBearerRequest_whenServerAnswersStatus_thenItMapsAsSpecified(
    status: Int, error: ServiceError
  ) async throws {
    // Given
    let server = try StubServer(reply: .status(status, body: "[]"))

    // When, Then
    await #expect(throws: error) {
      try await server.makeClient().send(Self.list)
    }
  }

  @Test func givenExpectedStatus_whenSending_thenItReturnsBodyAndLocation() async throws {
    // Given
    let server = try StubServer(reply: .status(200, location: "/api/x/1", body: "[1]"))

    // When
    let answer = try await server.makeClient().send(Self.list)

    // Then
    #expect(answer == HTTPAnswer(body: Data("[1]".utf8), location: "/api/x/1"))
  }

  @Test func givenBaseURLWithPath_whenSending_thenThePathGoesBelowIt() async throws {
    // Given
    let server = try StubServer(path: "/football", reply: .status(200, body: "[]"))

    // When
    _ = try await server.makeClient().send(Self.list)

    // Then
    #expect(server.requests.map(\.path) == ["/football/api/players"])
  }

  @Test func givenClientTimeout_whenSending_thenTheRequestCarriesIt() async throws {
    // Given
    let server = try StubServer(reply: .status(200, body: "[]"))

    // When
    _ = try await server.makeClient(timeout: 7).send(Self.list)

    // Then
    #expect(server.requests.first?.timeout == 7)
  }

  @Test func givenDefaultSession_whenMade_thenRequestsTimeOutAfterFifteenSeconds() {
    // Given
    let timeout = HTTPClient.defaultTimeout

    // When
    let session = HTTPClient.makeSession()

    // Then
    #expect(timeout == 15)
    #expect(session.configuration.timeoutIntervalForRequest == 15)
  }

  @Test func givenRequests_whenBuiltTwice_thenEachBuildsTheSameFreshURL() throws {
    // Given
    let base = try #require(URL(string: "http://localhost:8080"))
    let request = HTTPRequest(method: .delete, path: ["api", "players", "5"], expectedStatus: 204)

    // When
    let first = request.urlRequest(baseURL: base, token: nil, timeout: 1)
    let second = request.urlRequest(baseURL: base, token: nil, timeout: 1)

    // Then
    #expect(first.url?.absoluteString == "http://localhost:8080/api/players/5")
    #expect(second.url == first.url)
  }

  @Test func givenUnregisterRequestWithToken_whenBuilt_thenItHasNoAuthorization() throws {
    // Given
    let base = try #require(URL(string: "http://localhost:8080"))
    let request = HTTPRequest(
      method: .post, path: ["api", "users"], authorization: .anonymous, expectedStatus: 201)

    // When
    let urlRequest = request.urlRequest(baseURL: base, token: "abc", timeout: 1)

    // Then
    #expect(urlRequest.value(forHTTPHeaderField: "Authorization") == nil)
    #expect(request.unauthorizedError == .unauthorized)
  }
}
