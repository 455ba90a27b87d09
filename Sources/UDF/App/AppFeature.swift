import Domain

/// The whole app as one state value: Login at the root and the other screens on a stack.
///
/// The screens' delegate actions come here, and only here do they become pushes, pops and
/// results set in the other screens' state.
struct AppFeature: Reducer {
  /// The app's state.
  struct State: Equatable, Sendable {
    var login: LoginFeature.State
    var path = StackState<Path.State>()
  }

  /// What happens in the app: on Login, or on a pushed screen.
  enum Action: Equatable, Sendable {
    case login(LoginFeature.Action)
    case path(StackAction<Path.Action>)
  }

  let login: LoginFeature
  let path: Path

  /// The features over `environment`'s services and clock.
  init(environment: AppEnvironment) {
    login = LoginFeature(signIn: SignIn(environment: environment))
    path = Path(environment: environment)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .login(let loginAction):
      let effect = login.reduce(into: &state.login, action: loginAction).map(Action.login)
      if loginAction == .delegate(.signedIn) { state.path.append(.playerList(.init())) }
      return effect
    case .path(let stackAction):
      return state.path.forEach(stackAction, child: path.reduce, embed: Action.path) { path in
        guard case .element(let id, let screenAction) = stackAction else { return .none }
        return route(screenAction, from: id, path: &path)
      }
    }
  }
}
