import Domain

/// The MVVM view model of Login: holds what is typed, signs in through Domain's `SignIn` and
/// publishes what the screen shows; it builds the Player List's view model and shows it through
/// `Actions`.
@MainActor
final class LoginViewModel {
  /// Where the view model sends the user: the app's navigation, passed on to the Player List.
  typealias Actions = Navigation

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
  // Its services also serve the Player List this view model builds.
  private let environment: AppEnvironment
  private var password = ""

  // MARK: - Init

  /// Creates the view model, signing in through `environment`'s services, remembering in its
  /// stores and leaving through `actions`.
  init(environment: AppEnvironment, actions: Actions) {
    signIn = SignIn(
      auth: environment.auth, settings: environment.settings,
      credentials: environment.credentials)
    self.environment = environment
    self.actions = actions
  }

  // MARK: - Inputs

  /// The screen was loaded: read the remembered switch and username (SPEC §3.1).
  func viewDidLoad() {
    let preferences = LoginPreferences(
      settings: environment.settings, credentials: environment.credentials)
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
      showPlayerList()
    } catch {
      isLoading.value = false
      showError(error)
    }
  }

  /// Builds the Player List's view model, which leads on through the same navigation.
  private func showPlayerList() {
    let list = PlayerListViewModel(
      playerService: environment.players, gatherService: environment.gathers,
      clock: environment.clock, actions: actions)
    actions.show(.playerList(list))
  }

  private func showError(_ error: ServiceError) {
    alert.value = AlertMessage(title: LoginTexts.errorTitle, message: error.message)
  }
}
