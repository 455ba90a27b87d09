import Domain
import Observation

/// The sign-in of Login (SPEC §3.1): what Login starts from and who is signed in.
///
/// Domain's `SignIn` runs the sequence (register when asked, log in, remember); the session keeps
/// what outlives Login: the remembered form and the user a sign-in let in.
@MainActor
@Observable
final class Session {
  /// The remembered Remember Me switch and username, read once when the app starts.
  let remembered: LoginPreferences
  /// The username of the last successful sign-in; nil until one.
  private(set) var signedInUser: String?

  @ObservationIgnored private let sequence: SignIn

  /// Creates the session over `environment`'s auth service and stores.
  init(environment: AppEnvironment) {
    remembered = LoginPreferences(
      settings: environment.settings, credentials: environment.credentials)
    sequence = SignIn(environment: environment)
  }

  /// Logs in, or registers then logs in, as `typed`; the stores keep the username if `remember`.
  ///
  /// An incomplete form throws before anything is sent.
  func signIn(_ kind: SignIn.Kind, as typed: Credentials, remember: Bool)
    async throws(ServiceError)
  {
    try typed.validate()
    try await sequence(kind, typed, remember: remember)
    signedInUser = typed.username
  }
}
