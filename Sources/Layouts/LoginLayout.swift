import Domain
import ViewKit

/// The Login form of SPEC §3.1: username, password, Login, Remember Me, Register.
@MainActor
package final class LoginLayout: ScreenLayout {
  /// The username; autocorrection off.
  package let usernameField = TextField(
    placeholder: LoginTexts.usernamePlaceholder, identifier: "login.username")
  /// The password, drawn as dots.
  package let passwordField = TextField(
    placeholder: LoginTexts.passwordPlaceholder, isSecureTextEntry: true,
    identifier: "login.password")
  /// Logs in to an existing account.
  package let loginButton = Button(title: LoginTexts.loginButton, identifier: "login.loginButton")
  /// Remember Me, beside its label.
  package let rememberSwitch = Switch(identifier: "login.rememberMe")
  /// Creates the account, then logs in.
  package let registerButton = Button(
    title: LoginTexts.registerButton, identifier: "login.registerButton")

  package let arrangedViews: [View]

  /// Builds the form in the order of the SPEC §3.1 table.
  package init() {
    usernameField.autocorrection = false
    let rememberRow = StackView(
      axis: .horizontal, arrangedSubviews: [Label(text: LoginTexts.rememberMe), rememberSwitch])
    arrangedViews = [
      usernameField, passwordField, loginButton, rememberRow, Label(text: LoginTexts.noAccount),
      registerButton,
    ]
  }
}
