import Domain

/// The VIPER interactor of Login: the sign-in use cases through Domain's `SignIn`, and the
/// remembered state read from `SettingsStore` and `CredentialStore`; answers through
/// `LoginInteractorOutputProtocol`.
@MainActor
final class LoginInteractor {
  // MARK: - Properties

  /// The presenter that hears the answers; the router attaches it when it assembles the module.
  weak var output: (any LoginInteractorOutputProtocol)?
  private let signIn: SignIn
  private let settings: SettingsStore
  private let credentials: CredentialStore

  // MARK: - Init

  /// Creates the interactor signing in with `signIn` and reading the remembered state from the
  /// stores.
  init(signIn: SignIn, settings: SettingsStore, credentials: CredentialStore) {
    self.signIn = signIn
    self.settings = settings
    self.credentials = credentials
  }

  // MARK: - Private

  /// Login and Register differ only in the `kind` handed to `SignIn`.
  private func submit(_ kind: SignIn.Kind, _ typed: Credentials, rememberMe: Bool) async {
    do throws(ServiceError) {
      try await signIn(kind, typed, remember: rememberMe)
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
    await submit(.login, credentials, rememberMe: rememberMe)
  }

  func register(with credentials: Credentials, rememberMe: Bool) async {
    await submit(.register, credentials, rememberMe: rememberMe)
  }
}
