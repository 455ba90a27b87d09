import DeclarativeKit
import Domain
import Layouts

/// The MV screen of Login: owns what is typed, Remember Me and the error alert as `@State`,
/// signs in through the `Session` model and leads to the Player List through the `Navigator`.
struct LoginScreen: View {
  @Environment(Session.self) private var session
  @Environment(Navigator.self) private var navigator
  @Environment(Squad.self) private var squad
  @State private var form: LoginContent.Values

  /// Creates the form from the remembered switch and username (SPEC §3.1, "On load").
  init(remembered: LoginPreferences) {
    _form = State(
      initialValue: LoginContent.Values(
        username: remembered.username, rememberMe: remembered.remember))
  }

  var body: some View {
    LoginContent(
      values: values, onLogin: { await signIn(.login) }, onRegister: { await signIn(.register) })
  }

  /// The form as typed, under the overlay while the session signs in.
  private var values: Binding<LoginContent.Values> {
    Binding(
      get: {
        var shown = form
        shown.isLoading = session.isSigningIn
        return shown
      },
      set: { form = $0 })
  }

  /// Signs in as typed; Login and Register differ only in the kind of sign-in.
  ///
  /// A failure is the error alert. A sign-in shows the list and loads the user's players: the
  /// cause loads them, not the list's appearance, which comes again after every Back.
  private func signIn(_ kind: SignIn.Kind) async {
    let typed = Credentials(username: form.username, password: form.password)
    do throws(ServiceError) {
      try await session.signIn(kind, as: typed, remember: form.rememberMe)
      navigator.show(.playerList)
    } catch {
      form.errorMessage = error.message
      return
    }
    await squad.open()
  }
}
