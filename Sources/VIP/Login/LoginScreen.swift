import DeclarativeKit
import Domain
import Layouts

/// The declarative VIP screen of Login: draws `LoginViewState` through Layouts' `LoginContent`
/// and sends each tap as a request to `LoginBusinessLogic`; the answer comes back one way,
/// through the presenter, to the view state.
struct LoginScreen: View {
  /// The display the presenter fills; typing edits its values.
  @Bindable var viewState: LoginViewState

  /// The form.
  var body: some View {
    LoginContent(
      values: $viewState.values, onLogin: { Task { await loginTapped() } },
      onRegister: { Task { await registerTapped() } }
    )
  }

  // MARK: - Requests

  // The form is read at tap time, as the view controller reads its fields.
  private func loginTapped() async {
    let form = viewState.values
    await viewState.interactor.login(
      request: LoginScene.Login.Request(
        username: form.username, password: form.password, remember: form.rememberMe))
  }

  private func registerTapped() async {
    let form = viewState.values
    await viewState.interactor.register(
      request: LoginScene.Register.Request(
        username: form.username, password: form.password, remember: form.rememberMe))
  }
}
