import Domain
import ViewKit

/// The VIPER view of Login: builds the form of SPEC §3.1, sends each tap with the form's contents
/// to `LoginPresenterProtocol`, and shows what the presenter tells it through `LoginViewProtocol`.
@MainActor
final class LoginViewController: ViewController {
  // MARK: - Properties

  private let presenter: any LoginPresenterProtocol
  private let usernameField = TextField(
    placeholder: LoginTexts.usernamePlaceholder, identifier: "login.username")
  private let passwordField = TextField(
    placeholder: LoginTexts.passwordPlaceholder, isSecureTextEntry: true,
    identifier: "login.password")
  private let loginButton = Button(title: LoginTexts.loginButton, identifier: "login.loginButton")
  private let rememberSwitch = Switch(identifier: "login.rememberMe")
  private let registerButton = Button(
    title: LoginTexts.registerButton, identifier: "login.registerButton")

  // MARK: - Init

  /// Creates the view sending its events to `presenter`.
  init(presenter: any LoginPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the form in the order of the SPEC §3.1 table, then lets the presenter fill it in.
  override func viewDidLoad() {
    super.viewDidLoad()
    usernameField.autocorrection = false
    let rememberRow = StackView(
      axis: .horizontal, arrangedSubviews: [Label(text: LoginTexts.rememberMe), rememberSwitch])
    for subview in [
      usernameField, passwordField, loginButton, rememberRow, Label(text: LoginTexts.noAccount),
      registerButton,
    ] {
      view.addSubview(subview)
    }
    wireEvents()
    presenter.viewDidLoad()
  }

  // MARK: - Private

  /// The fields are read at tap time, so no one keeps a copy of what is typed.
  private func wireEvents() {
    loginButton.action = { [weak self] in
      guard let self else { return }
      await presenter.loginTapped(
        username: usernameField.text, password: passwordField.text,
        rememberMe: rememberSwitch.isOn)
    }
    registerButton.action = { [weak self] in
      guard let self else { return }
      await presenter.registerTapped(
        username: usernameField.text, password: passwordField.text,
        rememberMe: rememberSwitch.isOn)
    }
  }
}

// MARK: - LoginViewProtocol

extension LoginViewController: LoginViewProtocol {
  func setUsername(_ username: String) {
    usernameField.text = username
  }

  func setRememberMe(_ isOn: Bool) {
    rememberSwitch.isOn = isOn
  }

  func showError(title: String, message: String) {
    presentErrorAlert(title: title, message: message, buttonTitle: AlertTexts.ok)
  }
}
