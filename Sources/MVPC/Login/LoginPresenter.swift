import Domain

/// The events the Login view forwards to its presenter.
@MainActor
protocol LoginPresenterProtocol: AnyObject {
  /// The screen was loaded: fill in the remembered state.
  func viewDidLoad()
  /// Login was tapped with the fields' contents; returns when the whole reaction is done.
  func loginTapped(username: String, password: String, remember: Bool) async
  /// Register was tapped with the fields' contents; returns when the whole reaction is done.
  func registerTapped(username: String, password: String, remember: Bool) async
}

/// What the Login presenter asks of its passive view.
@MainActor
protocol LoginViewProtocol: AnyObject {
  /// Puts `username` in the username field.
  func setUsername(_ username: String)
  /// Sets the Remember Me switch.
  func setRememberMe(_ isOn: Bool)
  /// Shows the loading overlay, which blocks input.
  func showLoading()
  /// Hides the loading overlay, turning input back on and ending text editing.
  func hideLoading()
  /// Shows an alert with one OK button.
  func showError(title: String, message: String)
}

/// What Login tells its coordinator, which decides what comes next.
@MainActor
protocol LoginPresenterDelegate: AnyObject {
  /// The user signed in (or registered and signed in).
  func didLogIn()
}

/// The MVP presenter of Login: validates input, calls `AuthService`, applies the credential-store
/// rule, drives `LoginViewProtocol` and tells `LoginPresenterDelegate` when signed in; holds no UI
/// state.
@MainActor
final class LoginPresenter: LoginPresenterProtocol {
  // MARK: - Properties

  private weak var view: (any LoginViewProtocol)?
  private weak var delegate: (any LoginPresenterDelegate)?
  private let authService: any AuthService
  private let settings: SettingsStore
  private let credentials: CredentialStore

  // MARK: - Init

  /// Creates the presenter of `view`, signing in through `authService`, remembering in the
  /// stores and telling `delegate` once signed in.
  init(
    view: any LoginViewProtocol, authService: any AuthService, settings: SettingsStore,
    credentials: CredentialStore, delegate: any LoginPresenterDelegate
  ) {
    self.view = view
    self.delegate = delegate
    self.authService = authService
    self.settings = settings
    self.credentials = credentials
  }

  // MARK: - LoginPresenterProtocol

  func viewDidLoad() {
    let preferences = LoginPreferences(settings: settings, credentials: credentials)
    view?.setRememberMe(preferences.remember)
    view?.setUsername(preferences.username)
  }

  func loginTapped(username: String, password: String, remember: Bool) async {
    await signIn(
      Credentials(username: username, password: password), remember: remember, register: false)
  }

  func registerTapped(username: String, password: String, remember: Bool) async {
    await signIn(
      Credentials(username: username, password: password), remember: remember, register: true)
  }

  // MARK: - Private

  /// Login and Register share every step but the account creation: after it, Register logs in
  /// with the same credentials under the same overlay, so the Player List has a token.
  private func signIn(_ credentials: Credentials, remember: Bool, register: Bool) async {
    // Checked here, before the overlay, so an empty field never reaches a service.
    guard credentials.isComplete else {
      showError(ServiceError.missingCredentials)
      return
    }
    view?.showLoading()
    do throws(ServiceError) {
      if register { try await authService.register(credentials) }
      try await authService.login(credentials)
      try LoginPreferences.save(
        username: credentials.username, remember: remember, settings: settings,
        credentials: self.credentials)
      view?.hideLoading()
      delegate?.didLogIn()
    } catch {
      view?.hideLoading()
      showError(error)
    }
  }

  private func showError(_ error: ServiceError) {
    view?.showError(title: LoginTexts.errorTitle, message: error.message)
  }
}
