import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Login: shows `LoginViewModel`'s outputs through Layouts'
/// `LoginContent` and sends the user's typing and taps to its inputs.
struct LoginScreen: View {
  /// The view model, read in `body` so a change of an output evaluates the screen again.
  let viewModel: LoginViewModel

  /// The form, and the remembered state read once when it first appears.
  var body: some View {
    LoginContent(
      values: values, onLogin: viewModel.loginTapped, onRegister: viewModel.registerTapped
    )
    .onFirstAppear(perform: viewModel.viewDidLoad)
  }

  /// The form's values read from the view model; each edit goes back as the input it is.
  private var values: Binding<LoginContent.Values> {
    let viewModel = viewModel
    return Binding(
      get: {
        LoginContent.Values(
          username: viewModel.username, password: viewModel.password,
          rememberMe: viewModel.remember, isLoading: viewModel.isLoading,
          errorMessage: viewModel.alert?.message)
      },
      set: { values in
        if values.username != viewModel.username { viewModel.usernameChanged(values.username) }
        if values.password != viewModel.password { viewModel.passwordChanged(values.password) }
        if values.rememberMe != viewModel.remember { viewModel.rememberChanged(values.rememberMe) }
        if values.errorMessage == nil, viewModel.alert != nil { viewModel.alertDismissed() }
      })
  }
}
