import Domain
import Layouts
import ViewKit

/// The VIPER view of Login: installs and wires `LoginLayout`'s form, sends each tap with the form's contents
/// to `LoginPresenterProtocol`, and shows what the presenter tells it through `LoginViewProtocol`.
@MainActor
final class LoginViewController: ViewController {
  // MARK: - Properties

  private let presenter: any LoginPresenterProtocol
  private let layout = LoginLayout()

  // MARK: - Init

  /// Creates the view sending its events to `presenter`.
  init(presenter: any LoginPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the form, then lets the presenter fill it in.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    wireActions()
    presenter.load()
  }

  // MARK: - Private

  /// The fields are read at tap time, so no one keeps a copy of what is typed.
  private func wireActions() {
    layout.loginButton.action = { [weak self] in
      guard let self else { return }
      await presenter.loginTapped(
        username: layout.usernameField.text, password: layout.passwordField.text,
        rememberMe: layout.rememberSwitch.isOn)
    }
    layout.registerButton.action = { [weak self] in
      guard let self else { return }
      await presenter.registerTapped(
        username: layout.usernameField.text, password: layout.passwordField.text,
        rememberMe: layout.rememberSwitch.isOn)
    }
  }
}

// MARK: - LoginViewProtocol

extension LoginViewController: LoginViewProtocol {
  func setUsername(_ username: String) {
    layout.usernameField.text = username
  }

  func setRememberMe(_ isOn: Bool) {
    layout.rememberSwitch.isOn = isOn
  }

  func showError(title: String, message: String) {
    presentErrorAlert(title: title, message: message, buttonTitle: AlertTexts.ok)
  }
}
