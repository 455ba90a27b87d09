import Domain
import ViewKit

extension LoginViewController {
  // MARK: - Actions

  /// Login was tapped: signs in with what the fields hold.
  func loginTapped() async {
    await signIn(register: false)
  }

  /// Register was tapped: creates the account, then signs in with it.
  func registerTapped() async {
    await signIn(register: true)
  }

  // MARK: - Networking

  /// Login and Register share every step but the account creation: after it, Register logs in
  /// with the same credentials under the same overlay, so the Player List has a token.
  private func signIn(register: Bool) async {
    let typed = Credentials(username: usernameField.text, password: passwordField.text)
    // Checked here, before the overlay, so an empty field never reaches a service.
    guard typed.isComplete else {
      showLoginError(ServiceError.missingCredentials)
      return
    }
    showLoading()
    do throws(ServiceError) {
      if register { try await authService.register(typed) }
      try await authService.login(typed)
      try LoginPreferences.save(
        username: typed.username, remember: rememberSwitch.isOn, settings: settings,
        credentials: credentials)
      hideLoading()
      showPlayerList()
    } catch {
      hideLoading()
      showLoginError(error)
    }
  }

  // MARK: - Navigation

  private func showPlayerList() {
    navigationController?.pushViewController(
      PlayerListViewController(environment: environment), animated: true)
  }

  private func showLoginError(_ error: ServiceError) {
    presentErrorAlert(
      title: LoginTexts.errorTitle, message: error.message, buttonTitle: AlertTexts.ok)
  }
}
