import Domain
import Observation

/// The sign-in of Login (SPEC §3.1): what Login starts from and the sign-in under way.
///
/// Domain's `SignIn` runs the sequence (register when asked, log in, remember); the session adds
/// what a screen observes: whether it is signing in, which is Login's loading overlay.
@MainActor
@Observable
final class Session {
  /// The remembered Remember Me switch and username, read once when the app starts.
  let remembered: LoginPreferences
  /// Whether a sign-in is under way; the overlay covers Login meanwhile.
  private(set) var isSigningIn = false

  @ObservationIgnored private let sequence: SignIn

  /// Creates the session over `environment`'s auth service and stores.
  init(environment: AppEnvironment) {
    remembered = LoginPreferences(
      settings: environment.settings, credentials: environment.credentials)
    sequence = SignIn(environment: environment)
  }

  /// Logs in, or registers then logs in, as `typed`; the stores keep the username if `remember`.
  ///
  /// An incomplete form throws before anything is shown or sent.
  func signIn(_ kind: SignIn.Kind, as typed: Credentials, remember: Bool)
    async throws(ServiceError)
  {
    try typed.validate()
    isSigningIn = true
    defer { isSigningIn = false }
    try await sequence(kind, typed, remember: remember)
  }
}
