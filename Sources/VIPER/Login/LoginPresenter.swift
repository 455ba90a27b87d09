import Domain

/// The VIPER presenter of Login, the module's hub: checks the form is filled in, covers the
/// screen while `LoginInteractorInputProtocol` signs in, then tells `LoginViewProtocol` what to
/// show or asks `LoginRouterProtocol` to move on.
@MainActor
final class LoginPresenter {
  // MARK: - Properties

  /// The passive view; the router attaches it when it assembles the module.
  weak var view: (any LoginViewProtocol)?
  private let interactor: any LoginInteractorInputProtocol
  private let router: any LoginRouterProtocol

  // MARK: - Init

  /// Creates the hub between `interactor` and `router`.
  init(interactor: any LoginInteractorInputProtocol, router: any LoginRouterProtocol) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: - Private

  /// The form is checked here, before the overlay, so an empty field never reaches a service
  /// and never shows the overlay; `signIn` is the interactor's login or register.
  private func submit(
    username: String, password: String,
    signIn: (Credentials) async -> Void
  ) async {
    let credentials = Credentials(username: username, password: password)
    guard credentials.isComplete else {
      showError(.missingCredentials)
      return
    }
    view?.showLoading()
    await signIn(credentials)
  }

  private func showError(_ error: ServiceError) {
    view?.showError(title: LoginTexts.errorTitle, message: error.message)
  }
}

// MARK: - LoginPresenterProtocol

extension LoginPresenter: LoginPresenterProtocol {
  func load() {
    interactor.loadRememberedCredentials()
  }

  func loginTapped(username: String, password: String, rememberMe: Bool) async {
    await submit(username: username, password: password) { [interactor] credentials in
      await interactor.login(with: credentials, rememberMe: rememberMe)
    }
  }

  func registerTapped(username: String, password: String, rememberMe: Bool) async {
    await submit(username: username, password: password) { [interactor] credentials in
      await interactor.register(with: credentials, rememberMe: rememberMe)
    }
  }
}

// MARK: - LoginInteractorOutputProtocol

extension LoginPresenter: LoginInteractorOutputProtocol {
  func didLoadRememberedCredentials(username: String, rememberMe: Bool) {
    view?.setRememberMe(rememberMe)
    view?.setUsername(username)
  }

  func didSignIn() {
    view?.hideLoading()
    router.showPlayerList()
  }

  func didFailToSignIn(with error: ServiceError) {
    view?.hideLoading()
    showError(error)
  }
}
