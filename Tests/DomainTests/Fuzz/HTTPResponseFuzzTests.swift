import Domain
import Foundation
import TestSupport
import Testing

/// Issue 20: random statuses, headers and bodies from the server end every service call with a
/// result or a §7.1 error of the HTTP client; never a crash, never a local-file error.
@Suite struct HTTPResponseFuzzTests {
  /// The errors an answer from the server may lead to.
  private static let serverErrors: [ServiceError] = [
    .invalidCredentials, .unauthorized, .notFound, .unexpectedResponse, .decoding,
    .responseTooLarge,
  ]

  @Test func givenRandomAnswers_whenCallingEveryService_thenEachEndsInAResultOrAServerError()
    async throws
  {
    for seed in Fuzz.seeds(120) {
      // Given
      var random = SeededGenerator(seed: seed)
      let reply = HTTPReplyGenerator.reply(using: &random)
      let server = try StubServer(reply: reply)
      let sizeLimit = random.element(of: [64, 4096, HTTPClient.defaultSizeLimit])
      let client = server.makeClient(sizeLimit: sizeLimit)
      let call = random.element(of: HTTPServiceCall.allCases)

      // When
      do {
        try await call.run(client: client, credentials: server.credentials)
      } catch {
        // Then
        #expect(Self.serverErrors.contains(error), "seed \(seed): \(call) gave \(error)")
        #expect(!error.message.isEmpty)
      }
    }
  }
}

/// Random answers, favouring the ones a client must get right: the expected statuses, 401, 404,
/// odd `Location`s, lengths that lie, and bodies that are nearly JSON.
enum HTTPReplyGenerator {
  static func reply(using random: inout SeededGenerator) -> StubServer.Reply {
    let status =
      random.toss()
      ? random.element(of: [200, 201, 204, 401, 404, 500]) : random.number(in: 100...599)
    var headers: [String: String] = [:]
    if random.toss() { headers["Location"] = random.element(of: locations) }
    if random.index(below: 4) == 0 {
      headers["Content-Length"] = random.element(of: [
        "0", "3", "-1", "abc", "99999999999999999999",
      ])
    }
    if random.toss() { headers["Content-Type"] = "application/json" }
    return .response(status: status, headers: headers, body: body(using: &random))
  }

  private static func body(using random: inout SeededGenerator) -> Data {
    switch random.index(below: 5) {
    case 0: return Data()
    case 1: return Data(random.bytes(random.number(in: 1...300)))
    case 2: return Data(random.element(of: jsonBodies).utf8)
    case 3:
      let base = Data(random.element(of: jsonBodies).utf8)
      return DataFileMutation.damageBytes(base, using: &random)
    default:
      return Data(repeating: UInt8(ascii: "["), count: random.number(in: 1...5000))
    }
  }

  private static let locations = [
    "/api/players/7", "/api/players/-1", "/api/players/99999999999999999999", "/api/players/",
    "/api/gathers/00000000-0000-0000-0000-000000000001", "/api/gathers/not-a-uuid", "", "%%%",
    "http://elsewhere.test/api/players/3", "/api/players/7/extra", "\u{1B}[2J",
  ]

  private static let jsonBodies = [
    "[]", "{}", "null", #"[{"id":1,"name":"Ana"}]"#, #"[{"id":"1","name":7}]"#,
    #"[{"id":1e400,"name":"Ana"}]"#, #"{"token":"abc","userID":"x"}"#, #"{"token":""}"#,
    #"[{"id":"00000000-0000-0000-0000-000000000001","score":"1-0","winnerTeam":"A"}]"#,
    #"{"error":true,"reason":"nope"}"#, #""\u0000""#,
  ]
}

/// Every call of the HTTP services, for the fuzzer to pick from.
enum HTTPServiceCall: CaseIterable {
  case register, login, players, createPlayer, updatePlayer, deletePlayer
  case createGather, addPlayer, endGather, gathers

  /// Makes this call on services built over `client`.
  func run(client: HTTPClient, credentials: CredentialStore) async throws(ServiceError) {
    let auth = HTTPAuthService(client: client, credentials: credentials)
    let players = HTTPPlayerService(client: client)
    let gathers = HTTPGatherService(client: client)
    let someone = Credentials(username: "ana", password: "secret")
    let gatherID = UUID()
    switch self {
    case .register: try await auth.register(someone)
    case .login: _ = try await auth.login(someone)
    case .players: _ = try await players.players()
    case .createPlayer: _ = try await players.create(PlayerCreate(name: "Ana"))
    case .updatePlayer: try await players.update(Player(id: 1, name: "Ana"))
    case .deletePlayer: try await players.delete(id: 1)
    case .createGather: _ = try await gathers.createGather()
    case .addPlayer: try await gathers.addPlayer(id: 1, toGather: gatherID, team: .teamA)
    case .endGather:
      try await gathers.endGather(id: gatherID, result: GatherResult(score: "1-0", winnerTeam: "A"))
    case .gathers: _ = try await gathers.gathers()
    }
  }
}
