/// `AuthService` on the local backend; a login saves its token in the credential store.
package struct LocalAuthService: AuthService {
  private let backend: LocalBackend
  private let credentials: CredentialStore

  /// Signs users in to `backend`, keeping tokens in `credentials`.
  package init(backend: LocalBackend, credentials: CredentialStore) {
    self.backend = backend
    self.credentials = credentials
  }

  package func register(_ credentials: Credentials) async throws(ServiceError) {
    try await backend.enter(.register)
    try backend.register(credentials)
  }

  @discardableResult
  package func login(_ credentials: Credentials) async throws(ServiceError) -> String {
    try await backend.enter(.login)
    let token = try backend.login(credentials)
    try self.credentials.saveToken(token)
    return token
  }
}
