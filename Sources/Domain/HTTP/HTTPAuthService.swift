import Foundation

/// `AuthService` over the Football Gather REST API: register (U3) and login (U4) of SPEC §4.2.
///
/// The password leaves the process only as its SHA-256 hex digest, hashed once (SPEC §4.6).
package struct HTTPAuthService: AuthService {
  private let client: HTTPClient
  private let credentials: CredentialStore

  /// Creates the service; a successful login saves its token in `credentials`.
  package init(client: HTTPClient, credentials: CredentialStore) {
    self.client = client
    self.credentials = credentials
  }

  /// `POST /api/users` with `{username, password}`; expects 201 with the new user's `Location`.
  package func register(_ credentials: Credentials) async throws(ServiceError) {
    try credentials.validate()
    let user = NewUser(username: credentials.username, password: credentials.hashedPassword)
    let request = try HTTPRequest.json(
      .post, path: ["api", "users"], body: user, authorization: .anonymous, expectedStatus: 201)
    _ = try await client.send(request).resourceID()
  }

  /// `POST /api/users/login` with Basic auth and no body; expects 200 `{token, userID}`.
  @discardableResult
  package func login(_ credentials: Credentials) async throws(ServiceError) -> String {
    try credentials.validate()
    let request = HTTPRequest(
      method: .post, path: ["api", "users", "login"],
      authorization: .basic(Self.basicValue(for: credentials)), expectedStatus: 200)
    let token = try await client.send(request).decoded(as: LoginAnswer.self).token
    try self.credentials.saveToken(token)
    return token
  }

  /// `base64(username + ":" + hash(password))`, the value after `Basic ` (SPEC §4.6).
  package static func basicValue(for credentials: Credentials) -> String {
    Data("\(credentials.username):\(credentials.hashedPassword)".utf8).base64EncodedString()
  }
}

/// The register body; `password` is already hashed.
private struct NewUser: Encodable {
  let username: String
  let password: String
}

/// The login answer; the server also sends `userID`, which the app does not need.
private struct LoginAnswer: Decodable {
  let token: String
}
