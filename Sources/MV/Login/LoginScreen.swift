import DeclarativeKit
import Domain
import Layouts

/// The MV screen of Login: owns what is typed, Remember Me, its overlay and the error alert as
/// `@State`, signs in through the `Session` model and leads to the Player List through the
/// `Navigator`; the list loads its players itself.
struct LoginScreen: View {
  @Environment(Session.self) private var session
  @Environment(Navigator.self) private var navigator
  @State private var username: String
  @State private var password = ""
  @State private var rememberMe: Bool
  /// Login's own overlay: no other screen shows a sign-in under way.
  @State private var isSigningIn = false
  @State private var errorMessage: String?

  /// Creates the form from the remembered switch and username (SPEC §3.1, "On load").
  init(remembered: LoginPreferences) {
    _username = State(initialValue: remembered.username)
    _rememberMe = State(initialValue: remembered.remember)
  }

  var body: some View {
    LoginContent(
      username: $username, password: $password, rememberMe: $rememberMe,
      isLoading: isSigningIn, errorMessage: $errorMessage,
      onLogin: { Task { await signIn(.login) } },
      onRegister: { Task { await signIn(.register) } })
  }

  /// Signs in as typed; Login and Register differ only in the kind of sign-in.
  ///
  /// A failure is the error alert; a sign-in shows the list.
  private func signIn(_ kind: SignIn.Kind) async {
    let typed = Credentials(username: username, password: password)
    do throws(ServiceError) {
      // Checked before the overlay, so an empty field never shows it.
      try typed.validate()
      isSigningIn = true
      defer { isSigningIn = false }
      try await session.signIn(kind, as: typed, remember: rememberMe)
    } catch {
      errorMessage = error.message
      return
    }
    navigator.show(.playerList)
  }
}
