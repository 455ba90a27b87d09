import Domain

/// The business requests the Login view controller sends.
@MainActor
protocol LoginBusinessLogic: AnyObject {
  /// Reads the remembered username and switch.
  func fetchRemembered(request: LoginScene.FetchRemembered.Request)
  /// Signs in with the typed credentials; returns when the whole reaction is done.
  func login(request: LoginScene.Login.Request) async
  /// Creates an account, then signs in with it; returns when the whole reaction is done.
  func register(request: LoginScene.Register.Request) async
}

/// What the Login scene keeps for the scenes after it: nothing, since the token goes to the
/// credential store and the Player List reads its players itself.
@MainActor
protocol LoginDataStore: AnyObject {}

/// The VIP interactor of Login: validates the credentials, calls `AuthService`, applies the
/// credential-store rule and hands each outcome to `LoginPresentationLogic`.
@MainActor
final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  // MARK: - Properties

  private let presenter: any LoginPresentationLogic
  private let authService: any AuthService
  private let settings: SettingsStore
  private let credentials: CredentialStore

  // MARK: - Init

  /// Creates the interactor signing in through `authService` and remembering in the stores.
  init(
    presenter: any LoginPresentationLogic, authService: any AuthService, settings: SettingsStore,
    credentials: CredentialStore
  ) {
    self.presenter = presenter
    self.authService = authService
    self.settings = settings
    self.credentials = credentials
  }

  // MARK: - LoginBusinessLogic

  func fetchRemembered(request: LoginScene.FetchRemembered.Request) {
    let preferences = LoginPreferences(settings: settings, credentials: credentials)
    presenter.presentRemembered(
      response: LoginScene.FetchRemembered.Response(
        remember: preferences.remember, username: preferences.username))
  }

  func login(request: LoginScene.Login.Request) async {
    await signIn(
      Credentials(username: request.username, password: request.password),
      remember: request.remember, register: false)
  }

  func register(request: LoginScene.Register.Request) async {
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
      presenter.presentLogin(response: LoginScene.Login.Response(error: .missingCredentials))
      return
    }
    presenter.presentLoading(response: LoginScene.Loading.Response(isLoading: true))
    do throws(ServiceError) {
      if register { try await authService.register(typed) }
      try await authService.login(typed)
      try LoginPreferences.save(
        username: typed.username, remember: remember, settings: settings,
        credentials: credentials)
      presenter.presentLoading(response: LoginScene.Loading.Response(isLoading: false))
      presenter.presentLogin(response: LoginScene.Login.Response(error: nil))
    } catch {
      presenter.presentLoading(response: LoginScene.Loading.Response(isLoading: false))
      presenter.presentLogin(response: LoginScene.Login.Response(error: error))
    }
  }
}
