import DeclarativeKit
import Domain

/// The declarative app: Login at the root of a `NavigationStack` whose path is the root state's
/// stack, each screen on it pushed over a store scoped to it.
///
/// The stack follows the state, as `AppNavigationController` does for the UIKit-shaped UI; a
/// user's Back, which shortens the path, becomes the stack's `popFrom` action, and a link that
/// appends a state to push becomes its `push`, as TCA's `NavigationLink(state:)`.
struct AppScreen: View {
  /// The app's one store.
  let store: Store<AppFeature.State, AppFeature.Action>
  private let login: Store<LoginFeature.State, LoginFeature.Action>
  /// The stack's ids alone: the root is evaluated again when screens come and go, not on every
  /// change of a pushed screen.
  private let stack: Store<[StackElementID], StackAction<Path.State, Path.Action>>

  /// The app over `store`.
  init(store: Store<AppFeature.State, AppFeature.Action>) {
    self.store = store
    login = store.scope(store.state.login, state: \.login, action: AppFeature.Action.login)
    stack = store.scope(store.state.path.ids, state: \.path.ids, action: AppFeature.Action.path)
  }

  var body: some View {
    NavigationStack(path: Binding(get: { stack.state.map(Component.onStack) }, set: follow)) {
      LoginScreen(store: login)
        .navigationDestination(for: Component.self) { component in
          if case .onStack(let id) = component { screen(for: id) }
        }
    }
  }

  private typealias Component = StackState<Path.State>.Component

  /// The user went back, or a link asked to push: the state's stack follows the path.
  private func follow(_ path: [Component]) {
    let shown = stack.state
    if path.count < shown.count {
      stack.send(.popFrom(id: shown[path.count]))
    }
    for case .toPush(let state) in path {
      stack.send(.push(id: store.state.path.nextPushID, state: state))
    }
  }
}
