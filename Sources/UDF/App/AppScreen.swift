import DeclarativeKit
import Domain

/// The declarative app: Login at the root of a `NavigationStack` whose path is the ids of the
/// root state's stack, each id pushing the screen of its element over a store scoped to it.
///
/// The stack follows the state, as `AppNavigationController` does for the UIKit-shaped UI; a
/// user's Back, which shortens the path, becomes the stack's `popFrom` action.
struct AppScreen: View {
  /// The app's one store.
  let store: Store<AppFeature.State, AppFeature.Action>
  private let login: Store<LoginFeature.State, LoginFeature.Action>
  /// The stack's ids alone: the root is evaluated again when screens come and go, not on every
  /// change of a pushed screen.
  private let stack: Store<[StackElementID], StackAction<Path.Action>>

  /// The app over `store`.
  init(store: Store<AppFeature.State, AppFeature.Action>) {
    self.store = store
    login = store.scope(store.state.login, state: \.login, action: AppFeature.Action.login)
    stack = store.scope(store.state.path.ids, state: \.path.ids, action: AppFeature.Action.path)
  }

  var body: some View {
    NavigationStack(path: Binding(get: { stack.state }, set: pop)) {
      LoginScreen(store: login)
        .navigationDestination(for: StackElementID.self) { screen(for: $0) }
    }
  }

  /// The user went back: the screens the path lost leave the state too.
  private func pop(keeping ids: [StackElementID]) {
    let shown = stack.state
    guard ids.count < shown.count else { return }
    stack.send(.popFrom(id: shown[ids.count]))
  }
}
