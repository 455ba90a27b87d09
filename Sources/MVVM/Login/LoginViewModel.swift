import Domain
import Observation

/// The MVVM view model of Login: holds what is typed, signs in through Domain's `SignIn` and
/// publishes what the screen shows; it builds the Player List's view model and shows it through
/// `Actions`.
@MainActor
@Observable
final class LoginViewModel {
  /// Where the view model sends the user: the app's navigation, passed on to the Player List.
  typealias Actions = Navigation

  // MARK: - Outputs

  /// The username field's content: the remembered username on load, then what is typed.
  private(set) var username = ""
  /// The Remember Me switch.
  private(set) var remember = true
  /// Whether the loading overlay is up.
  private(set) var isLoading = false
  /// The password field's content; it only goes back to the field that typed it.
  private(set) var password = ""
  /// The error alert to show, until it is dismissed.
  private(set) var alert: AlertMessage?

  // MARK: - Properties

  /// Navigation out of Login.
  private let actions: Actions
  private let signIn: SignIn
  // Its services also serve the Player List this view model builds.
  private let environment: AppEnvironment

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
    remember = preferences.remember
    username = preferences.username
  }

  /// The user typed in the username field.
  func usernameChanged(_ text: String) {
    username = text
  }

  /// The user typed in the password field.
  func passwordChanged(_ text: String) {
    password = text
  }

  /// The user flipped Remember Me.
  func rememberChanged(_ isOn: Bool) {
    remember = isOn
  }

  /// Login was tapped; returns when the whole reaction is done.
  func loginTapped() async {
    await signIn(.login)
  }

  /// Register was tapped; returns when the whole reaction is done.
  func registerTapped() async {
    await signIn(.register)
  }

  /// The error alert was dismissed.
  func alertDismissed() {
    alert = nil
  }

  // MARK: - Private

  /// Login and Register differ only in the `SignIn` kind; the overlay covers the whole sequence.
  private func signIn(_ kind: SignIn.Kind) async {
    let typed = Credentials(username: username, password: password)
    // Checked before the overlay, so an empty field never shows it.
    guard typed.isComplete else {
      showError(.missingCredentials)
      return
    }
    isLoading = true
    do throws(ServiceError) {
      try await signIn(kind, typed, remember: remember)
      isLoading = false
      showPlayerList()
    } catch {
      isLoading = false
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
    alert = AlertMessage(title: LoginTexts.errorTitle, message: error.message)
  }
}
