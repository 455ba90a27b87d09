import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One call to the Football Gather REST API, described before it is turned into a `URLRequest`.
///
/// Only the path components are stored, never a finished URL, so every call builds its URL from the
/// base URL afresh and no call can inherit another's segments.
package struct HTTPRequest: Sendable, Equatable {
  /// The HTTP methods the API uses.
  package enum Method: String, Sendable {
    /// Reads a resource or a list.
    case get = "GET"
    /// Creates a resource, signs in, or adds a player to a gather.
    case post = "POST"
    /// Replaces a resource.
    case put = "PUT"
    /// Deletes a resource.
    case delete = "DELETE"
  }

  /// How the request proves who is calling (SPEC §4.3).
  package enum Authorization: Sendable, Equatable {
    /// `Authorization: Bearer <token>` when a token is stored; nothing otherwise.
    case bearer
    /// `Authorization: Basic <value>`, used by login only.
    case basic(String)
    /// No `Authorization` header, as on register.
    case anonymous
  }

  /// The HTTP method.
  package let method: Method
  /// The path below the base URL, one segment each, such as `["api", "players", "7"]`.
  package let path: [String]
  /// The JSON body, if the call sends one.
  package let body: Data?
  /// The `Authorization` header to send.
  package let authorization: Authorization
  /// The status that means success; every other status is a failure (SPEC §7.1).
  package let expectedStatus: Int

  /// Describes a request; it is authenticated with the stored token unless told otherwise.
  package init(
    method: Method, path: [String], body: Data? = nil, authorization: Authorization = .bearer,
    expectedStatus: Int
  ) {
    self.method = method
    self.path = path
    self.body = body
    self.authorization = authorization
    self.expectedStatus = expectedStatus
  }

  /// The error a 401 stands for: wrong credentials on login, an expired session elsewhere.
  package var unauthorizedError: ServiceError {
    switch authorization {
    case .basic: .invalidCredentials
    case .bearer, .anonymous: .unauthorized
    }
  }

  /// The `URLRequest` for this call against `baseURL`, with JSON headers and authorization.
  package func urlRequest(baseURL: URL, token: String?, timeout: TimeInterval) -> URLRequest {
    let url = path.reduce(baseURL) { url, segment in url.appendingPathComponent(segment) }
    var request = URLRequest(url: url, timeoutInterval: timeout)
    request.httpMethod = method.rawValue
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    switch authorization {
    case .basic(let value):
      request.setValue("Basic \(value)", forHTTPHeaderField: "Authorization")
    case .bearer:
      // Without a token the header is left out and the server answers 401 (SPEC §4.3).
      if let token {
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
      }
    case .anonymous:
      break
    }
    request.httpBody = body
    return request
  }
}

extension HTTPRequest.Authorization: CustomStringConvertible, CustomReflectable {
  /// Never shows the Basic value: it is the username and the password hash the server accepts.
  package var description: String {
    switch self {
    case .bearer: "bearer"
    case .basic: "basic(<redacted>)"
    case .anonymous: "anonymous"
    }
  }

  /// Hides the Basic value from `dump` and debuggers, which read the mirror.
  package var customMirror: Mirror {
    Mirror(self, children: [], displayStyle: .enum)
  }
}
