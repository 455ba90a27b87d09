import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends `HTTPRequest`s to one Football Gather server and turns every failure into a `ServiceError`.
///
/// It checks the status before anything reads the body (SPEC §7.1, superseding ); the
/// services built on it only say which request to send and how to read a successful answer.
package struct HTTPClient: Sendable {
  /// How long a request may wait for data before it fails with `transport`.
  package static let defaultTimeout: TimeInterval = 15
  /// How long a whole request may take, however slowly its answer trickles in.
  package static let defaultDeadline: Duration = .seconds(30)
  /// The most bytes an answer's body may hold; a longer one is `responseTooLarge`.
  package static let defaultSizeLimit = 10_000_000

  /// Returns when a request's time is up; a request still running then is `deadlineExceeded`.
  ///
  /// It is called once per request, as the request starts. The app waits `defaultDeadline`;
  /// tests return when they choose, so no test waits for real time.
  package typealias Deadline = @Sendable () async -> Void

  /// The server's address; every request's path goes below it.
  package let baseURL: URL
  private let session: URLSession
  private let credentials: CredentialStore
  private let timeout: TimeInterval
  private let deadline: Deadline
  private let sizeLimit: Int

  /// Creates a client of the server at `baseURL`; Bearer tokens are read from `credentials`.
  ///
  /// Requests use `session`'s configuration; each ends by `deadline` and reads at most
  /// `sizeLimit` bytes of body.
  package init(
    baseURL: URL, session: URLSession, credentials: CredentialStore,
    timeout: TimeInterval = HTTPClient.defaultTimeout,
    deadline: @escaping Deadline = HTTPClient.waiting(HTTPClient.defaultDeadline),
    sizeLimit: Int = HTTPClient.defaultSizeLimit
  ) {
    self.baseURL = baseURL
    self.session = session
    self.credentials = credentials
    self.timeout = timeout
    self.deadline = deadline
    self.sizeLimit = sizeLimit
  }

  /// A deadline that comes after `duration` of real time.
  package static func waiting(_ duration: Duration) -> Deadline {
    { try? await Task.sleep(for: duration) }
  }

  /// A session whose requests time out after `timeout` seconds, trying `protocolClasses` first.
  ///
  /// The protocol classes let tests answer requests without a network; the app passes none.
  package static func makeSession(
    timeout: TimeInterval = defaultTimeout, protocolClasses: [AnyClass] = []
  ) -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.protocolClasses = protocolClasses + (configuration.protocolClasses ?? [])
    return URLSession(configuration: configuration)
  }

  /// Sends `request` and returns the body of an answer with the expected status.
  ///
  /// Throws `transport` when no answer came, `deadlineExceeded` when it came too slowly,
  /// `responseTooLarge` past the size cap, `invalidCredentials`/`unauthorized` on 401,
  /// `notFound` on 404 and `unexpectedResponse` on any other status.
  package func send(_ request: HTTPRequest) async throws(ServiceError) -> HTTPAnswer {
    let urlRequest = request.urlRequest(
      baseURL: baseURL, token: credentials.token, timeout: timeout)
    let (data, response) = try await HTTPLoad.fetch(
      urlRequest, configuration: session.configuration, sizeLimit: sizeLimit, deadline: deadline
    ).get()
    guard let response = response as? HTTPURLResponse else { throw .unexpectedResponse }
    switch response.statusCode {
    case request.expectedStatus:
      return HTTPAnswer(body: data, location: response.value(forHTTPHeaderField: "Location"))
    case 401: throw request.unauthorizedError
    case 404: throw .notFound
    default: throw .unexpectedResponse
    }
  }
}
