import Foundation

extension LocalBackend {
  /// Creates an account; throws `missingCredentials` or `usernameTaken`.
  package func register(_ credentials: Credentials) throws(ServiceError) {
    try credentials.validate()
    // Hashed outside the lock: PBKDF2 is the slow part and needs no shared state.
    let password = StoredPassword(
      secret: credentials.hashedPassword, iterations: passwordIterations)
    try change { (state: inout LocalSnapshot) throws(ServiceError) in
      guard !state.users.contains(where: { $0.username == credentials.username }) else {
        throw .usernameTaken
      }
      state.users.append(
        LocalSnapshot.User(
          id: UUID(), username: credentials.username, password: password, players: []))
    }
  }

  /// Checks the credentials and returns a fresh token: 16 random bytes in base64 (SPEC §1.3).
  ///
  /// Throws `missingCredentials`, or `invalidCredentials` for an unknown user or a wrong password.
  package func login(_ credentials: Credentials) throws(ServiceError) -> String {
    try credentials.validate()
    let user = try read { state throws(ServiceError) in
      state.users.first { $0.username == credentials.username }
    }
    // Like the server, the local store keeps a hash of the hash sent on the wire (SPEC §4.6).
    guard let user, user.password.matches(credentials.hashedPassword) else {
      throw .invalidCredentials
    }
    let token = Self.makeToken()
    try change { (state: inout LocalSnapshot) throws(ServiceError) in
      state.tokens[SHA256.hexDigest(of: token)] = user.id
    }
    return token
  }

  /// The id of the user `token` signs in; throws `unauthorized` for no token or an unknown one.
  func userID(for token: String?) throws(ServiceError) -> UUID {
    guard let token else { throw .unauthorized }
    let key = SHA256.hexDigest(of: token)
    guard let id = try read({ state throws(ServiceError) in state.tokens[key] }) else {
      throw .unauthorized
    }
    return id
  }

  private static func makeToken() -> String {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return Data(bytes).base64EncodedString()
  }
}
