import Domain

/// The MVVM view model of Login: holds what is typed, signs in through Domain's `SignIn` and
/// publishes what the screen shows; `Actions` leads to the Player List.
@MainActor
final class LoginViewModel {
  /// Where the view model sends the user; given by whoever makes the view model.
  struct Actions {
    /// Shows the Player List after a successful sign-in.
    let showPlayerList: @MainActor () -> Void
  }

  // MARK: - Outputs

  /// The username field's content: the remembered username on load, then what is typed.
  let username = Observable("")
  /// The Remember Me switch.
  let remember = Observable(true)
  /// Whether the loading overlay is up.
  let isLoading = Observable(false)
  /// The error alert to show.
  let alert = Observable<AlertMessage?>(nil)

  // MARK: - Properties

  /// Navigation out of Login.
  private let actions: Actions
  private let signIn: SignIn
  private let settings: SettingsStore
  private let credentials: CredentialStore
  private var password = ""

  // MARK: - Init

  /// Creates the view model, signing in through `authService`, remembering in the stores and
  /// leaving through `actions`.
  init(
    authService: any AuthService, settings: SettingsStore, credentials: CredentialStore,
    actions: Actions
  ) {
    signIn = SignIn(auth: authService, settings: settings, credentials: credentials)
    self.settings = settings
    self.credentials = credentials
    self.actions = actions
  }

  // MARK: - Inputs

  /// The screen was loaded: read the remembered switch and username (SPEC §3.1).
  func viewDidLoad() {
    let preferences = LoginPreferences(settings: settings, credentials: credentials)
    remember.value = preferences.remember
    username.value = preferences.username
  }

  /// The user typed in the username field.
  func usernameChanged(_ text: String) {
    username.value = text
  }

  /// The user typed in the password field; the password is never an output.
  func passwordChanged(_ text: String) {
    password = text
  }

  /// The user flipped Remember Me.
  func rememberChanged(_ isOn: Bool) {
    remember.value = isOn
  }

  /// Login was tapped; returns when the whole reaction is done.
  func loginTapped() async {
    await signIn(.login)
  }

  /// Register was tapped; returns when the whole reaction is done.
  func registerTapped() async {
    await signIn(.register)
  }

  // MARK: - Private

  /// Login and Register differ only in the `SignIn` kind; the overlay covers the whole sequence.
  private func signIn(_ kind: SignIn.Kind) async {
    let typed = Credentials(username: username.value, password: password)
    // Checked before the overlay, so an empty field never shows it.
    guard typed.isComplete else {
      showError(.missingCredentials)
      return
    }
    isLoading.value = true
    do throws(ServiceError) {
      try await signIn(kind, typed, remember: remember.value)
      isLoading.value = false
      actions.showPlayerList()
    } catch {
      isLoading.value = false
      showError(error)
    }
  }

  private func showError(_ error: ServiceError) {
    alert.value = AlertMessage(title: LoginTexts.errorTitle, message: error.message)
  }
}
