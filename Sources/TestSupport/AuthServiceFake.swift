import Domain
import Foundation

/// An in-memory `AuthService` that records its calls and can fail or hold any operation.
package final class AuthServiceFake: AuthService, @unchecked Sendable {
  /// The operations a test can make fail or suspend.
  package enum Operation: Hashable, Sendable { case register, login }

  /// One recorded call.
  package enum Call: Equatable, Sendable {
    case register(Credentials)
    case login(Credentials)
  }

  /// Failure and suspension switches.
  package let control = FakeControl<Operation>()
  private let log = CallLog<Call>()
  private let credentialStore: CredentialStore
  // Guarded by `lock`.
  private var passwords: [String: String]
  private let lock = NSLock()

  /// Creates the fake with known `users` (username → password); a login saves its token in `credentials`.
  package init(users: [String: String] = [:], credentials: CredentialStore) {
    passwords = users
    credentialStore = credentials
  }

  /// Every call so far, in order.
  package var calls: [Call] { log.calls }

  /// The token a successful login of `username` returns.
  package static func token(for username: String) -> String { "token-\(username)" }

  package func register(_ credentials: Credentials) async throws(ServiceError) {
    log.append(.register(credentials))
    try await control.enter(.register)
    try credentials.validate()
    let added = lock.withLock {
      guard passwords[credentials.username] == nil else { return false }
      passwords[credentials.username] = credentials.password
      return true
    }
    guard added else { throw .usernameTaken }
  }

  @discardableResult
  package func login(_ credentials: Credentials) async throws(ServiceError) -> String {
    log.append(.login(credentials))
    try await control.enter(.login)
    try credentials.validate()
    let known = lock.withLock { passwords[credentials.username] == credentials.password }
    guard known else { throw .invalidCredentials }
    let token = Self.token(for: credentials.username)
    try credentialStore.saveToken(token)
    return token
  }
}
