/// Creates accounts and signs users in.
package protocol AuthService: Sendable {
  /// Creates an account; throws `usernameTaken` (local) or `unexpectedResponse` (HTTP) for a taken name.
  func register(_ credentials: Credentials) async throws(ServiceError)

  /// Signs in, saves the token in the credential store, and returns it.
  @discardableResult
  func login(_ credentials: Credentials) async throws(ServiceError) -> String
}
