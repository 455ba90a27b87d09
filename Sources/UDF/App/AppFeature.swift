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
    case path(StackAction<Path.State, Path.Action>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.login, action: Action.login) { LoginFeature() }
    Reduce { state, action in
      switch action {
      case .login(.delegate(.signedIn)):
        state.path.append(.playerList(.init()))
        return .none
      case .path(.element(let id, let screenAction)):
        return route(screenAction, from: id, path: &state.path)
      case .login, .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Path() }
  }
}
