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

  // The fields, the switch and the alert are set by the UI too: what is typed, flipped or
  // answered.
  /// The username field's content: the remembered username on load, then what is typed.
  var username = ""
  /// The password field's content.
  var password = ""
  /// The Remember Me switch.
  var remember = true
  /// Whether the loading overlay is up.
  private(set) var isLoading = false
  /// The error alert to show, until the user answers it (nil).
  var alert: AlertMessage?

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

  /// Reads the remembered switch and username into the form (SPEC §3.1, "On load").
  func load() {
    let preferences = LoginPreferences(
      settings: environment.settings, credentials: environment.credentials)
    remember = preferences.remember
    username = preferences.username
  }

  /// Logs in as typed; returns when the whole reaction is done.
  func signIn() async {
    await signIn(.login)
  }

  /// Registers as typed, then logs in; returns when the whole reaction is done.
  func register() async {
    await signIn(.register)
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
      await showPlayerList()
    } catch {
      isLoading = false
      showError(error)
    }
  }

  /// Builds the Player List's view model, shows it and has it load: the sign-in is what loads
  /// the players, not the list's appearance, which comes again after every Back (SPEC §3.2).
  private func showPlayerList() async {
    let list = PlayerListViewModel(
      playerService: environment.players, gatherService: environment.gathers,
      clock: environment.clock, actions: actions)
    actions.show(.playerList(list))
    await list.load()
  }

  private func showError(_ error: ServiceError) {
    alert = AlertMessage(title: LoginTexts.errorTitle, message: error.message)
  }
}
