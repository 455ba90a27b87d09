import Domain
import Foundation

/// A local backend with one set of services per signed-in user, for the Local tests.
struct LocalFixture {
  let backend: LocalBackend
  let keychain = InMemoryKeyValueStore()

  /// A backend in memory (or over `saver`) with few PBKDF2 iterations, to keep tests fast.
  init(saver: FileSaver? = nil) throws {
    backend = try LocalBackend(saver: saver, passwordIterations: 2)
  }

  /// The credential store the services read the token from.
  var credentials: CredentialStore { CredentialStore(storage: keychain) }
  /// Auth on this backend.
  var auth: LocalAuthService { LocalAuthService(backend: backend, credentials: credentials) }
  /// Players on this backend.
  var players: LocalPlayerService { LocalPlayerService(backend: backend, credentials: credentials) }
  /// Gathers on this backend.
  var gathers: LocalGatherService { LocalGatherService(backend: backend, credentials: credentials) }

  /// Registers and signs in `username`, leaving its token in the credential store.
  @discardableResult
  func signUp(_ username: String, password: String = "secret") async throws -> String {
    let credentials = Credentials(username: username, password: password)
    try await auth.register(credentials)
    return try await auth.login(credentials)
  }

  /// Another session on the same backend, with its own credential store.
  func otherSession() -> LocalFixture { LocalFixture(backend: backend) }

  private init(backend: LocalBackend) { self.backend = backend }
}
