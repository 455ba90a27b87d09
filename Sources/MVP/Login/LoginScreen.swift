import DeclarativeKit
import Domain
import Layouts

/// The declarative MVP screen of Login: renders `LoginViewState` through Layouts' `LoginContent`
/// and forwards Login and Register, with the fields' contents, to the presenter.
struct LoginScreen: View {
  /// The passive view the presenter drives, read in `body` so each change renders again.
  @Bindable var viewState: LoginViewState

  /// The form, filled in by the presenter once it first appears.
  var body: some View {
    LoginContent(
      values: $viewState.values, onLogin: { Task { await login() } },
      onRegister: { Task { await register() } }
    )
  }

  private func login() async {
    let values = viewState.values
    await viewState.presenter?.loginTapped(
      username: values.username, password: values.password, remember: values.rememberMe)
  }

  private func register() async {
    let values = viewState.values
    await viewState.presenter?.registerTapped(
      username: values.username, password: values.password, remember: values.rememberMe)
  }
}
