import Domain

/// What the Login presenter asks of its passive view.
@MainActor
protocol LoginViewProtocol: FeedbackDisplaying {
  /// Puts `username` in the username field.
  func setUsername(_ username: String)
  /// Sets the Remember Me switch.
  func setRememberMe(_ isOn: Bool)
}

/// The events the Login view sends to its presenter.
@MainActor
protocol LoginPresenterProtocol: AnyObject {
  /// Fills in the remembered state.
  func load()
  /// Login was tapped with the form's contents; returns when the whole reaction is done.
  func loginTapped(username: String, password: String, rememberMe: Bool) async
  /// Register was tapped with the form's contents; returns when the whole reaction is done.
  func registerTapped(username: String, password: String, rememberMe: Bool) async
}

/// The use cases the Login presenter asks of its interactor.
@MainActor
protocol LoginInteractorInputProtocol: AnyObject {
  /// Reads the remembered username and Remember Me flag.
  func loadRememberedCredentials()
  /// Signs in, then applies the credential-store rule; answers through the output.
  func login(with credentials: Credentials, rememberMe: Bool) async
  /// Creates the account, signs in with it and applies the credential-store rule.
  func register(with credentials: Credentials, rememberMe: Bool) async
}

/// How the Login interactor answers its presenter.
@MainActor
protocol LoginInteractorOutputProtocol: AnyObject {
  /// The remembered state: the switch, and the username to prefill (empty when not remembered).
  func didLoadRememberedCredentials(username: String, rememberMe: Bool)
  /// The user is signed in and the credential-store rule applied.
  func didSignIn()
  /// Signing in (or registering) failed with `error`.
  func didFailToSignIn(with error: ServiceError)
}

/// Where the Login presenter asks its router to go.
@MainActor
protocol LoginRouterProtocol: AnyObject {
  /// Pushes the Player List module.
  func showPlayerList()
}
