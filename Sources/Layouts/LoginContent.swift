import DeclarativeKit
import Domain

/// The declarative Login form (SPEC §3.1), `LoginLayout`'s widgets with the same identifiers
/// and texts: the fields and Remember Me bound to the screen's state, the buttons calling the
/// actions.
package struct LoginContent: View {
  /// What Login shows: the typed credentials, Remember Me, the overlay and the error alert.
  package struct Values: Equatable, Sendable {
    /// The typed username.
    package var username = ""
    /// The typed password.
    package var password = ""
    /// Whether Remember Me is on.
    package var rememberMe = false
    /// Whether the loading overlay covers the form.
    package var isLoading = false
    /// The error alert, while it is shown.
    package var error: AlertMessage?

    /// Creates the values of an empty form.
    package init(
      username: String = "", password: String = "", rememberMe: Bool = false,
      isLoading: Bool = false, error: AlertMessage? = nil
    ) {
      self.username = username
      self.password = password
      self.rememberMe = rememberMe
      self.isLoading = isLoading
      self.error = error
    }
  }

  @Binding private var username: String
  @Binding private var password: String
  @Binding private var rememberMe: Bool
  private let isLoading: Bool
  @Binding private var error: AlertMessage?
  private let onLogin: @MainActor () -> Void
  private let onRegister: @MainActor () -> Void

  /// Creates the form: the fields and Remember Me edit their bindings, the error alert shows
  /// while `errorMessage` is not nil (OK sets it to nil), the buttons call `onLogin` and
  /// `onRegister`.
  package init(
    username: Binding<String>, password: Binding<String>, rememberMe: Binding<Bool>,
    isLoading: Bool, errorMessage: Binding<String?>,
    onLogin: @escaping @MainActor () -> Void,
    onRegister: @escaping @MainActor () -> Void
  ) {
    _username = username
    _password = password
    _rememberMe = rememberMe
    self.isLoading = isLoading
    _error = .titled(LoginTexts.errorTitle, message: errorMessage)
    self.onLogin = onLogin
    self.onRegister = onRegister
  }

  /// Creates the form from `values`; the error alert shows the texts `values.error` holds.
  package init(
    values: Binding<Values>, onLogin: @escaping @MainActor () -> Void,
    onRegister: @escaping @MainActor () -> Void
  ) {
    _username = values.username
    _password = values.password
    _rememberMe = values.rememberMe
    isLoading = values.wrappedValue.isLoading
    _error = values.error
    self.onLogin = onLogin
    self.onRegister = onRegister
  }

  /// The form in the order of the SPEC §3.1 table.
  package var body: some View {
    VStack {
      TextField(LoginTexts.usernamePlaceholder, text: $username)
        .autocorrectionDisabled()
        .accessibilityIdentifier("login.username")
      SecureField(LoginTexts.passwordPlaceholder, text: $password)
        .accessibilityIdentifier("login.password")
      Button(LoginTexts.loginButton, action: onLogin).accessibilityIdentifier("login.loginButton")
      HStack {
        Text(LoginTexts.rememberMe)
        Toggle(LoginTexts.rememberMe, isOn: $rememberMe)
          .labelsHidden()
          .accessibilityIdentifier("login.rememberMe")
      }
      Text(LoginTexts.noAccount)
      Button(LoginTexts.registerButton, action: onRegister)
        .accessibilityIdentifier("login.registerButton")
    }
    .navigationTitle(LoginTexts.title)
    .errorAlert($error)
    .loadingOverlay(isLoading)
  }
}
