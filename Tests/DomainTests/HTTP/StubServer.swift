import Domain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A fake Football Gather server for one test: records every request and answers from a handler.
final class StubServer: @unchecked Sendable {
  /// What the server does with a request.
  enum Reply: Sendable {
    /// Answers with a status, headers and a body.
    case response(status: Int, headers: [String: String], body: Data)
    /// Fails as the network would, with no answer.
    case failure(URLError.Code)
    /// Sends the status and the start of a body, then nothing more, ever: a stalled server.
    case stall(status: Int, body: Data)
    /// Sends the status, then `chunk` after `chunk` until the client stops the transfer (or
    /// `limit` chunks have gone, so that a client that never stops cannot hang the test).
    case endless(status: Int, chunk: Data, limit: Int)

    /// A status with an optional `Location` and a body given as text.
    static func status(_ status: Int, location: String? = nil, body: String = "") -> Reply {
      .response(
        status: status, headers: location.map { ["Location": $0] } ?? [:], body: Data(body.utf8))
    }
  }

  /// Thrown when the server's address cannot be built.
  struct InvalidAddress: Error {}

  /// The address to give the client; its host is unique to this server.
  let baseURL: URL
  /// The credential store the client reads its Bearer token from.
  let credentials = CredentialStore(storage: InMemoryKeyValueStore())
  private let handler: @Sendable (RecordedRequest) -> Reply
  // Guarded by `lock`; @unchecked because NSLock-protected state is not visible to the compiler.
  private var recorded: [RecordedRequest] = []
  private var streamed = 0
  private let lock = NSLock()
  /// Raised when a `stall` reply has sent all it will send.
  let stalled = Flag()
  /// Raised when an `endless` reply has stopped sending, because it was stopped or at its limit.
  let streamEnded = Flag()

  /// Creates a server that answers every request with `reply`.
  convenience init(token: String? = "token-1", path: String = "", reply: Reply) throws {
    try self.init(token: token, path: path) { _ in reply }
  }

  /// Creates a server that answers with `handler`; the client holds `token` if one is given.
  ///
  /// `path` is a prefix of the base URL, to check that paths are added below it.
  init(
    token: String? = "token-1", path: String = "",
    handler: @escaping @Sendable (RecordedRequest) -> Reply
  ) throws {
    let host = "stub-\(UUID().uuidString.lowercased()).test"
    guard let url = URL(string: "http://\(host)\(path)") else { throw InvalidAddress() }
    baseURL = url
    self.handler = handler
    if let token { try credentials.saveToken(token) }
    Self.registry.withLock { $0[host] = WeakServer(server: self) }
  }

  deinit {
    let host = baseURL.host
    Self.registry.withLock { servers in servers[host ?? ""] = nil }
  }

  /// Every request so far, in the order they arrived.
  var requests: [RecordedRequest] { lock.withLock { recorded } }

  /// How many chunks an `endless` reply sent.
  var chunksSent: Int { lock.withLock { streamed } }

  /// Counts one chunk of an `endless` reply.
  func countChunk() { lock.withLock { streamed += 1 } }

  /// A client of this server over a session built by the production factory; `deadline` and
  /// `sizeLimit` default to the production limits.
  func makeClient(
    timeout: TimeInterval = HTTPClient.defaultTimeout,
    deadline: @escaping HTTPClient.Deadline = HTTPClient.waiting(HTTPClient.defaultDeadline),
    sizeLimit: Int = HTTPClient.defaultSizeLimit
  ) -> HTTPClient {
    HTTPClient(
      baseURL: baseURL, session: makeSession(timeout: timeout), credentials: credentials,
      timeout: timeout, deadline: deadline, sizeLimit: sizeLimit)
  }

  /// A session whose requests reach this server (and any other stub) only.
  func makeSession(timeout: TimeInterval = HTTPClient.defaultTimeout) -> URLSession {
    HTTPClient.makeSession(timeout: timeout, protocolClasses: [StubURLProtocol.self])
  }

  /// Records `request` and returns the reply to it.
  func answer(_ request: RecordedRequest) -> Reply {
    lock.withLock { recorded.append(request) }
    return handler(request)
  }

  /// The server registered for `host`, if its test is still running.
  static func registered(host: String?) -> StubServer? {
    guard let host else { return nil }
    return registry.withLock { $0[host]?.server }
  }

  private static let registry = Locked<[String: WeakServer]>([:])
}

/// A registry entry that does not keep a finished test's server alive.
private struct WeakServer {
  weak var server: StubServer?
}
