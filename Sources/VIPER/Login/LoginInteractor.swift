import Domain

/// The VIPER interactor of Login: the sign-in use cases over `AuthService`, and the
/// credential-store rule over `SettingsStore` and `CredentialStore`; answers through
/// `LoginInteractorOutputProtocol`.
@MainActor
final class LoginInteractor {
  // MARK: - Properties

  /// The presenter that hears the answers; the router attaches it when it assembles the module.
  weak var output: (any LoginInteractorOutputProtocol)?
  private let authService: any AuthService
  private let settings: SettingsStore
  private let credentials: CredentialStore

  // MARK: - Init

  /// Creates the interactor signing in through `authService` and remembering in the stores.
  init(authService: any AuthService, settings: SettingsStore, credentials: CredentialStore) {
    self.authService = authService
    self.settings = settings
    self.credentials = credentials
  }

  // MARK: - Private

  /// Login and Register share every step but the account creation: after it, Register logs in
  /// with the same credentials, so the Player List has a token.
  private func signIn(_ typed: Credentials, rememberMe: Bool, registering: Bool) async {
    do throws(ServiceError) {
      if registering { try await authService.register(typed) }
      try await authService.login(typed)
      try LoginPreferences.save(
        username: typed.username, remember: rememberMe, settings: settings,
        credentials: credentials)
      output?.didSignIn()
    } catch {
      output?.didFailToSignIn(with: error)
    }
  }
}

// MARK: - LoginInteractorInputProtocol

extension LoginInteractor: LoginInteractorInputProtocol {
  func loadRememberedCredentials() {
    let preferences = LoginPreferences(settings: settings, credentials: credentials)
    output?.didLoadRememberedCredentials(
      username: preferences.username, rememberMe: preferences.remember)
  }

  func login(with credentials: Credentials, rememberMe: Bool) async {
    await signIn(credentials, rememberMe: rememberMe, registering: false)
  }

  func register(with credentials: Credentials, rememberMe: Bool) async {
    await signIn(credentials, rememberMe: rememberMe, registering: true)
  }
}
