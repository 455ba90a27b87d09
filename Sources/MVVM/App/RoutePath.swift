import Observation

/// The declarative UI's navigation: the routes its `NavigationStack` shows above Login.
///
/// View models get `navigation`, which changes the path; the stack pushes one screen per route
/// and a user's Back removes the last route.
@MainActor
@Observable
final class RoutePath {
  /// The routes above Login, in order.
  var routes: [Route] = []

  /// The navigation the view models get: show appends, close removes the last route, and a
  /// return removes every route above the one returned to.
  var navigation: Navigation {
    Navigation(
      show: { [weak self] in self?.routes.append($0) },
      close: { [weak self] in self?.close() },
      returnTo: { [weak self] in self?.returnTo($0) })
  }

  private func close() {
    guard !routes.isEmpty else { return }
    routes.removeLast()
  }

  private func returnTo(_ route: Route) {
    guard let index = routes.lastIndex(of: route) else { return }
    routes.removeSubrange((index + 1)...)
  }
}
