/// The user-visible texts of Login (SPEC §3.1), shared by every pattern.
package enum LoginTexts {
  /// The navigation title: Login has none.
  package static let title = ""
  /// The username field's placeholder.
  package static let usernamePlaceholder = "Enter username"
  /// The password field's placeholder.
  package static let passwordPlaceholder = "Enter password"
  /// The login button.
  package static let loginButton = "Login"
  /// The label beside the Remember Me switch.
  package static let rememberMe = "Remember Me"
  /// The label above the register button.
  package static let noAccount = "Don't have an account?"
  /// The register button.
  package static let registerButton = "Register"
  /// The title of every Login alert; the message is the error's own text (SPEC §7.1).
  package static let errorTitle = "Error"
}
