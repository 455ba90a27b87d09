import Domain
import ViewKit

/// The navigation controller of the app's stack state: it pushes and pops screens as the state's
/// path changes, and turns the user's Back into a `popFrom` action, so the two never disagree.
@MainActor
final class AppNavigationController: NavigationController, NavigationControllerDelegate {
  /// The app's one store.
  let appStore: Store<AppFeature.State, AppFeature.Action>
  /// The pushed screens and the path ids they show, bottom first.
  private var pushed: [(id: StackElementID, controller: ViewController)] = []
  /// Set while the state moves the stack, so only the user's Back becomes an action.
  private var isSyncing = false

  /// The app over `store`: Login at the root, the path's screens above it.
  init(store: Store<AppFeature.State, AppFeature.Action>) {
    appStore = store
    let login = store.scope(store.state.login, state: \.login, action: AppFeature.Action.login)
    super.init(rootViewController: LoginViewController(store: login))
    delegate = self
    store.observe(on: self) { controller, state in controller.sync(state.path) }
  }

  /// The user went back: the popped screens leave the state too.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    let shown = viewControllers.count - 1
    guard !isSyncing, shown < pushed.count else { return }
    let popped = pushed[shown].id
    pushed.removeSubrange(shown...)
    appStore.send(.path(.popFrom(id: popped)))
  }

  private func sync(_ path: StackState<Path.State>) {
    isSyncing = true
    defer { isSyncing = false }
    let ids = path.ids
    var kept = 0
    while kept < pushed.count, kept < ids.count, pushed[kept].id == ids[kept] { kept += 1 }
    if kept < pushed.count {
      let top = kept == 0 ? viewControllers.first : pushed[kept - 1].controller
      pushed.removeSubrange(kept...)
      if let top { popToViewController(top, animated: true) }
    }
    for id in ids.dropFirst(kept) {
      guard let screen = path[id: id] else { continue }
      let controller = makeController(for: screen, id: id)
      pushed.append((id, controller))
      pushViewController(controller, animated: true)
    }
  }
}
