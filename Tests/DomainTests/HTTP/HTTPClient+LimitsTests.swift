import Domain
import Foundation
import Testing

/// Issue 20 row 4: a stalled server or an endless answer ends with its own error.
///
/// An endless answer is never held in memory. The deadline is a flag the test raises, so no test
/// waits for real time.
@Suite struct HTTPClientLimitsTests {
  private static let list = HTTPRequest(
    method: .get, path: ["api", "players"], expectedStatus: 200)

  @Test func givenAServerThatStallsMidAnswer_whenTheDeadlineComes_thenItIsDeadlineExceeded()
    async throws
  {
    // Given
    let server = try StubServer(reply: .stall(status: 200, body: Data("[".utf8)))
    let client = server.makeClient(deadline: { await server.stalled.raised() })

    // When
    let error = await #expect(throws: ServiceError.self) { try await client.send(Self.list) }

    // Then
    #expect(error == .deadlineExceeded)
    #expect(error?.message == "The server did not answer in time.")
  }

  @Test func givenAnEndlessAnswer_whenItPassesTheCap_thenItIsTooLargeAndTheTransferStops()
    async throws
  {
    // Given
    let chunk = Data(repeating: UInt8(ascii: "x"), count: 1024)
    let server = try StubServer(reply: .endless(status: 200, chunk: chunk, limit: 5_000))
    let client = server.makeClient(sizeLimit: 16 * 1024)

    // When
    let error = await #expect(throws: ServiceError.self) { try await client.send(Self.list) }

    // Then
    #expect(error == .responseTooLarge)
    #expect(error?.message == "The server's answer is too large.")
    await server.streamEnded.raised()
    #expect(server.chunksSent < 5_000)
  }

  @Test func givenAContentLengthOverTheCap_whenSending_thenItIsTooLargeBeforeAnyBody()
    async throws
  {
    // Given
    let server = try StubServer(
      reply: .response(status: 200, headers: ["Content-Length": "5000"], body: Data(count: 5000)))
    let client = server.makeClient(sizeLimit: 4000)

    // When / Then
    await #expect(throws: ServiceError.responseTooLarge) { try await client.send(Self.list) }
  }

  @Test func givenAnAnswerAtTheCap_whenSending_thenItIsRead() async throws {
    // Given
    let server = try StubServer(reply: .status(200, body: "[1,2]"))
    let client = server.makeClient(sizeLimit: 5)

    // When
    let answer = try await client.send(Self.list)

    // Then
    #expect(answer.body == Data("[1,2]".utf8))
  }

  @Test func givenTheDefaults_whenReadingThem_thenTheDeadlineIs30SecondsAndTheCap10MB() {
    // Given, When
    let deadline = HTTPClient.defaultDeadline
    let cap = HTTPClient.defaultSizeLimit

    // Then
    #expect(deadline == .seconds(30))
    #expect(cap == 10_000_000)
  }

  @Test func givenACancelledCaller_whenSending_thenItIsTransport() async throws {
    // Given
    let server = try StubServer(reply: .stall(status: 200, body: Data("[".utf8)))
    let client = server.makeClient()
    let call = Task { () async throws(ServiceError) -> HTTPAnswer in
      try await client.send(Self.list)
    }

    // When
    await server.stalled.raised()
    call.cancel()

    // Then
    await #expect(throws: ServiceError.transport) { try await call.value }
  }
}
