/// The sign-in sequence of Login (SPEC §3.1): register when asked, log in, then keep or forget
/// the username as Remember Me says.
///
/// Login and Register share every step but the account creation: after it, Register logs in
/// with the same credentials, so the Player List has a token.
package struct SignIn: Sendable {
  /// Whether the account is made first.
  package enum Kind: Sendable, Equatable {
    /// Log in to an existing account.
    case login
    /// Create the account, then log in to it.
    case register
  }

  private let auth: any AuthService
  private let settings: SettingsStore
  private let credentials: CredentialStore

  /// Signs in through `auth` and remembers in `settings` and `credentials`.
  package init(auth: any AuthService, settings: SettingsStore, credentials: CredentialStore) {
    self.auth = auth
    self.settings = settings
    self.credentials = credentials
  }

  /// Signs in through the auth service and the stores of `environment`.
  package init(environment: AppEnvironment) {
    self.init(
      auth: environment.auth, settings: environment.settings, credentials: environment.credentials)
  }

  /// Runs the sequence for `typed`; an incomplete form never reaches the service.
  package func callAsFunction(_ kind: Kind, _ typed: Credentials, remember: Bool)
    async throws(ServiceError)
  {
    try typed.validate()
    if kind == .register { try await auth.register(typed) }
    try await auth.login(typed)
    try LoginPreferences.save(
      username: typed.username, remember: remember, settings: settings, credentials: credentials)
  }
}
