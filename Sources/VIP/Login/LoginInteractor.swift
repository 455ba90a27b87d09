import Domain

/// The business requests the Login view controller sends.
@MainActor
package protocol LoginBusinessLogic: AnyObject {
  /// Reads the remembered username and switch.
  func fetchRemembered(request: Login.FetchRemembered.Request)
  /// Signs in with the typed credentials; returns when the whole reaction is done.
  func login(request: Login.Login.Request) async
  /// Creates an account, then signs in with it; returns when the whole reaction is done.
  func register(request: Login.Register.Request) async
}

/// What the Login scene keeps for the scenes after it: nothing, since the token goes to the
/// credential store and the Player List reads its players itself.
@MainActor
package protocol LoginDataStore: AnyObject {}

/// The VIP interactor of Login: validates the credentials, calls `AuthService`, applies the
/// credential-store rule and hands each outcome to `LoginPresentationLogic`.
@MainActor
package final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  // MARK: - Properties

  private let presenter: any LoginPresentationLogic
  private let auth: any AuthService
  private let settings: SettingsStore
  private let credentials: CredentialStore

  // MARK: - Init

  /// Creates the interactor signing in through `auth` and remembering in the stores.
  package init(
    presenter: any LoginPresentationLogic, auth: any AuthService, settings: SettingsStore,
    credentials: CredentialStore
  ) {
    self.presenter = presenter
    self.auth = auth
    self.settings = settings
    self.credentials = credentials
  }

  // MARK: - LoginBusinessLogic

  package func fetchRemembered(request: Login.FetchRemembered.Request) {
    let preferences = LoginPreferences(settings: settings, credentials: credentials)
    presenter.presentRemembered(
      response: Login.FetchRemembered.Response(
        remember: preferences.remember, username: preferences.username))
  }

  package func login(request: Login.Login.Request) async {
    await signIn(
      Credentials(username: request.username, password: request.password),
      remember: request.remember, register: false)
  }

  package func register(request: Login.Register.Request) async {
    await signIn(
      Credentials(username: request.username, password: request.password),
      remember: request.remember, register: true)
  }

  // MARK: - Private

  /// Login and Register share every step but the account creation: after it, Register logs in
  /// with the same credentials under the same overlay, so the Player List has a token.
  private func signIn(_ typed: Credentials, remember: Bool, register: Bool) async {
    // Checked before the overlay, so an empty field never reaches a service.
    guard typed.isComplete else {
      presenter.presentLogin(response: Login.Login.Response(error: .missingCredentials))
      return
    }
    presenter.presentLoading(response: Login.Loading.Response(isLoading: true))
    do throws(ServiceError) {
      if register { try await auth.register(typed) }
      try await auth.login(typed)
      try LoginPreferences.save(
        username: typed.username, remember: remember, settings: settings,
        credentials: credentials)
      presenter.presentLoading(response: Login.Loading.Response(isLoading: false))
      presenter.presentLogin(response: Login.Login.Response(error: nil))
    } catch {
      presenter.presentLoading(response: Login.Loading.Response(isLoading: false))
      presenter.presentLogin(response: Login.Login.Response(error: error))
    }
  }
}
