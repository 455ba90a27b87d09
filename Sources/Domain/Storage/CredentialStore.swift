/// The token and the remembered username: the Keychain's role (SPEC §5).
///
/// Passwords are never stored.
package struct CredentialStore: Sendable {
  /// The key of the session token.
  package static let tokenKey = "footballgather_token"
  /// The key of the remembered username.
  package static let usernameKey = "footballgather_username"

  private let storage: any KeyValueStore

  /// Keeps the credentials in `storage`.
  package init(storage: any KeyValueStore) {
    self.storage = storage
  }

  /// The current session token, if signed in.
  package var token: String? { storage.string(forKey: Self.tokenKey) }

  /// The remembered username, if any.
  package var username: String? { storage.string(forKey: Self.usernameKey) }

  /// Saves the session token.
  package func saveToken(_ token: String) throws(ServiceError) {
    try storage.set(token, forKey: Self.tokenKey)
  }

  /// Forgets the session token (on quit).
  package func removeToken() throws(ServiceError) {
    try storage.removeValue(forKey: Self.tokenKey)
  }

  /// Remembers the username.
  package func saveUsername(_ username: String) throws(ServiceError) {
    try storage.set(username, forKey: Self.usernameKey)
  }

  /// Forgets the username.
  package func removeUsername() throws(ServiceError) {
    try storage.removeValue(forKey: Self.usernameKey)
  }
}
