import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Login: binds Layouts' `LoginContent` to `LoginViewModel`'s
/// properties and sends the taps to its inputs.
struct LoginScreen: View {
  /// The view model, read in `body` so a change of an output evaluates the screen again.
  @Bindable var viewModel: LoginViewModel

  /// The form, and the remembered state read once when it first appears.
  var body: some View {
    LoginContent(
      username: $viewModel.username, password: $viewModel.password,
      rememberMe: $viewModel.remember, isLoading: viewModel.isLoading,
      errorMessage: $viewModel.alert.shownMessage, onLogin: { Task { await viewModel.signIn() } },
      onRegister: { Task { await viewModel.register() } }
    )
    .onFirstAppear(perform: viewModel.load)
  }
}
