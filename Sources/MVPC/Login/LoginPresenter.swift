import Domain

/// The events the Login view forwards to its presenter.
@MainActor
protocol LoginPresenterProtocol: AnyObject {
  /// The screen was loaded: fill in the remembered state.
  func load()
  /// Login was tapped with the fields' contents; returns when the whole reaction is done.
  func loginTapped(username: String, password: String, remember: Bool) async
  /// Register was tapped with the fields' contents; returns when the whole reaction is done.
  func registerTapped(username: String, password: String, remember: Bool) async
}

/// What the Login presenter asks of its passive view.
@MainActor
protocol LoginViewProtocol: FeedbackDisplaying {
  /// Puts `username` in the username field.
  func setUsername(_ username: String)
  /// Sets the Remember Me switch.
  func setRememberMe(_ isOn: Bool)
}

/// What Login tells its coordinator, which decides what comes next.
@MainActor
protocol LoginPresenterDelegate: AnyObject {
  /// The user signed in (or registered and signed in).
  func didLogIn()
}

/// The MVP presenter of Login: checks the form, signs in through Domain's `SignIn`, drives
/// `LoginViewProtocol` and tells `LoginPresenterDelegate` when signed in; holds no UI state.
@MainActor
final class LoginPresenter: LoginPresenterProtocol {
  // MARK: - Properties

  private weak var view: (any LoginViewProtocol)?
  private weak var delegate: (any LoginPresenterDelegate)?
  private let signIn: SignIn
  private let settings: SettingsStore
  private let credentials: CredentialStore

  // MARK: - Init

  /// Creates the presenter of `view`, signing in with `signIn`, reading the remembered state
  /// from the stores and telling `delegate` once signed in.
  init(
    view: any LoginViewProtocol, signIn: SignIn, settings: SettingsStore,
    credentials: CredentialStore, delegate: any LoginPresenterDelegate
  ) {
    self.view = view
    self.delegate = delegate
    self.signIn = signIn
    self.settings = settings
    self.credentials = credentials
  }

  // MARK: - LoginPresenterProtocol

  func load() {
    let preferences = LoginPreferences(settings: settings, credentials: credentials)
    view?.setRememberMe(preferences.remember)
    view?.setUsername(preferences.username)
  }

  func loginTapped(username: String, password: String, remember: Bool) async {
    await submit(.login, Credentials(username: username, password: password), remember: remember)
  }

  func registerTapped(username: String, password: String, remember: Bool) async {
    await submit(
      .register, Credentials(username: username, password: password), remember: remember)
  }

  // MARK: - Private

  /// Login and Register differ only in the `kind` handed to `SignIn`, under the same overlay.
  private func submit(_ kind: SignIn.Kind, _ typed: Credentials, remember: Bool) async {
    // Checked here, before the overlay, so an empty field never shows it.
    guard typed.isComplete else {
      showError(ServiceError.missingCredentials)
      return
    }
    view?.showLoading()
    do throws(ServiceError) {
      try await signIn(kind, typed, remember: remember)
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
