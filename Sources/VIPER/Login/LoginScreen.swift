import DeclarativeKit
import Domain
import Layouts

/// The declarative VIPER screen of Login: draws `LoginViewState` through Layouts' `LoginContent`
/// and reports each event to the presenter hub, which asks the interactor and answers through
/// the view state.
struct LoginScreen: View {
  /// The passive view the presenter drives; typing edits its values.
  ///
  /// Kept as state: the screen keeps the module it was first given while it stays on the path.
  @State private var viewState: LoginViewState

  /// Creates the screen over `viewState`, the view of a module assembled for it.
  init(viewState: LoginViewState) {
    _viewState = State(initialValue: viewState)
  }

  /// The form.
  var body: some View {
    LoginContent(
      values: $viewState.values, onLogin: { Task { await loginTapped() } },
      onRegister: { Task { await registerTapped() } }
    )
  }

  // MARK: - Events

  // The form is read at tap time, as the view controller reads its fields.
  private func loginTapped() async {
    let form = viewState.values
    await viewState.presenter.loginTapped(
      username: form.username, password: form.password, rememberMe: form.rememberMe)
  }

  private func registerTapped() async {
    let form = viewState.values
    await viewState.presenter.registerTapped(
      username: form.username, password: form.password, rememberMe: form.rememberMe)
  }
}
