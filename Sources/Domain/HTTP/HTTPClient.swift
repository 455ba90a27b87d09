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

  /// The server's address; every request's path goes below it.
  package let baseURL: URL
  private let session: URLSession
  private let credentials: CredentialStore
  private let timeout: TimeInterval

  /// Creates a client of the server at `baseURL`; Bearer tokens are read from `credentials`.
  package init(
    baseURL: URL, session: URLSession, credentials: CredentialStore,
    timeout: TimeInterval = HTTPClient.defaultTimeout
  ) {
    self.baseURL = baseURL
    self.session = session
    self.credentials = credentials
    self.timeout = timeout
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
  /// Throws `transport` when no answer came, `invalidCredentials`/`unauthorized` on 401,
  /// `notFound` on 404 and `unexpectedResponse` on any other status.
  package func send(_ request: HTTPRequest) async throws(ServiceError) -> HTTPAnswer {
    let urlRequest = request.urlRequest(
      baseURL: baseURL, token: credentials.token, timeout: timeout)
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: urlRequest)
    } catch {
      // Timeouts, refused connections, DNS failures and cancellation all mean no answer.
      throw .transport
    }
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
