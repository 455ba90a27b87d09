import DeclarativeKit
import Domain
import Layouts

/// The UDF declarative screen of Login: shows its scoped store's `LoginFeature.State` through
/// `LoginContent` and sends every event as an action, as `LoginViewController` does.
struct LoginScreen: View {
  /// Login's part of the app's store.
  let store: Store<LoginFeature.State, LoginFeature.Action>

  var body: some View {
    LoginContent(
      username: store.binding(\.username, sending: { .usernameChanged($0) }),
      password: store.binding(\.password, sending: { .passwordChanged($0) }),
      rememberMe: store.binding(\.remember, sending: { .rememberChanged($0) }),
      isLoading: store.state.isLoading,
      // The alert is drawn from the state's below.
      errorMessage: .constant(nil),
      onLogin: { Task { await store.send(.loginTapped).finish() } },
      onRegister: { Task { await store.send(.registerTapped).finish() } }
    )
    .alert(store.scope(state: \.alert, action: { .alert($0) }))
  }
}
