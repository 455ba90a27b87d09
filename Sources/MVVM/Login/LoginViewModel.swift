import Domain
import Observation

/// The MVVM view model of Login: holds what is typed, starting from the remembered form, signs
/// in through Domain's `SignIn` and tells its screen whether the user got in; the screen then
/// shows the Player List.
@MainActor
@Observable
final class LoginViewModel {
  // MARK: - Outputs

  // The fields, the switch and the alert are set by the UI too: what is typed, flipped or
  // answered.
  /// The username field's content: the remembered username, then what is typed.
  var username: String
  /// The password field's content.
  var password = ""
  /// The Remember Me switch: the remembered switch, then what is flipped.
  var remember: Bool
  /// Whether the loading overlay is up.
  private(set) var isLoading = false
  /// The error alert to show, until the user answers it (nil).
  var alert: AlertMessage?

  // MARK: - Properties

  private let signIn: SignIn

  // MARK: - Init

  /// Creates the form from the remembered switch and username (SPEC §3.1, "On load"), signing
  /// in through `environment`'s services and remembering in its stores.
  init(environment: AppEnvironment) {
    let preferences = LoginPreferences(
      settings: environment.settings, credentials: environment.credentials)
    username = preferences.username
    remember = preferences.remember
    signIn = SignIn(environment: environment)
  }

  // MARK: - Inputs

  /// Logs in as typed; returns whether the user is signed in, once the whole reaction is done.
  @discardableResult
  func signIn() async -> Bool {
    await signIn(.login)
  }

  /// Registers as typed, then logs in; returns whether the user is signed in.
  @discardableResult
  func register() async -> Bool {
    await signIn(.register)
  }

  // MARK: - Private

  /// Login and Register differ only in the `SignIn` kind; the overlay covers the whole sequence.
  private func signIn(_ kind: SignIn.Kind) async -> Bool {
    let typed = Credentials(username: username, password: password)
    // Checked before the overlay, so an empty field never shows it.
    guard typed.isComplete else {
      showError(.missingCredentials)
      return false
    }
    isLoading = true
    defer { isLoading = false }
    do throws(ServiceError) {
      try await signIn(kind, typed, remember: remember)
      return true
    } catch {
      showError(error)
      return false
    }
  }

  private func showError(_ error: ServiceError) {
    alert = AlertMessage(title: LoginTexts.errorTitle, message: error.message)
  }
}
