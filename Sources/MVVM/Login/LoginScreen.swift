import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Login: creates `LoginViewModel`, binds Layouts' `LoginContent`
/// to its properties, sends the taps to its inputs and pushes the Player List once the user is
/// signed in.
struct LoginScreen: View {
  /// Passed on to the Player List this screen opens.
  let environment: AppEnvironment
  @State private var viewModel: LoginViewModel
  /// Whether the Player List is pushed; Back sets it to false.
  @State private var isShowingPlayerList = false

  /// Creates Login and its view model over `environment`'s services and stores.
  init(environment: AppEnvironment) {
    self.environment = environment
    _viewModel = State(initialValue: LoginViewModel(environment: environment))
  }

  /// The form; a sign-in pushes a new Player List, which loads its players itself.
  var body: some View {
    @Bindable var viewModel = viewModel
    LoginContent(
      username: $viewModel.username, password: $viewModel.password,
      rememberMe: $viewModel.remember, isLoading: viewModel.isLoading,
      errorMessage: $viewModel.alert.shownMessage,
      onLogin: { Task { if await viewModel.signIn() { isShowingPlayerList = true } } },
      onRegister: { Task { if await viewModel.register() { isShowingPlayerList = true } } }
    )
    .navigationDestination(isPresented: $isShowingPlayerList) {
      PlayerListScreen(environment: environment)
    }
  }
}
