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

/// The VIP interactor of Login: checks the form, signs in through Domain's `SignIn` and hands
/// each outcome to `LoginPresentationLogic`.
@MainActor
final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  // MARK: - Properties

  private let presenter: any LoginPresentationLogic
  private let signIn: SignIn
  private let settings: SettingsStore
  private let credentials: CredentialStore

  // MARK: - Init

  /// Creates the interactor signing in through `authService` and remembering in the stores.
  init(
    presenter: any LoginPresentationLogic, authService: any AuthService, settings: SettingsStore,
    credentials: CredentialStore
  ) {
    self.presenter = presenter
    signIn = SignIn(auth: authService, settings: settings, credentials: credentials)
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
      remember: request.remember, kind: .login)
  }

  func register(request: LoginScene.Register.Request) async {
    await signIn(
      Credentials(username: request.username, password: request.password),
      remember: request.remember, kind: .register)
  }

  // MARK: - Private

  /// Login and Register differ only in the `SignIn` kind; the overlay covers the whole sequence.
  private func signIn(_ typed: Credentials, remember: Bool, kind: SignIn.Kind) async {
    // Checked before the overlay, so an empty field never shows it.
    guard typed.isComplete else {
      presenter.presentLogin(response: LoginScene.Login.Response(error: .missingCredentials))
      return
    }
    presenter.presentLoading(response: LoginScene.Loading.Response(isLoading: true))
    do throws(ServiceError) {
      try await signIn(kind, typed, remember: remember)
      presenter.presentLoading(response: LoginScene.Loading.Response(isLoading: false))
      presenter.presentLogin(response: LoginScene.Login.Response(error: nil))
    } catch {
      presenter.presentLoading(response: LoginScene.Loading.Response(isLoading: false))
      presenter.presentLogin(response: LoginScene.Login.Response(error: error))
    }
  }
}
