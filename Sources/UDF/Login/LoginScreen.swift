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
      values: Binding(get: { values }, set: send),
      onLogin: { await store.send(.loginTapped).finish() },
      onRegister: { await store.send(.registerTapped).finish() })
  }

  /// What the form shows, read from the state.
  private var values: LoginContent.Values {
    let state = store.state
    return LoginContent.Values(
      username: state.username, password: state.password, rememberMe: state.remember,
      isLoading: state.isLoading, errorMessage: state.alert?.message.message)
  }

  /// A field the user changed, as its action; the alert's OK, as its dismissal.
  private func send(_ new: LoginContent.Values) {
    let old = values
    if new.username != old.username { store.send(.usernameChanged(new.username)) }
    if new.password != old.password { store.send(.passwordChanged(new.password)) }
    if new.rememberMe != old.rememberMe { store.send(.rememberChanged(new.rememberMe)) }
    if new.errorMessage == nil, old.errorMessage != nil { store.send(.alert(.dismiss)) }
  }
}
