@_spi(Hosting) import DeclarativeKit
import Domain
import ViewKit

/// The UDF entry point: the composition root that turns an `AppEnvironment` into one store of
/// the whole app, its dependencies' live values, and the navigation controller that shows it, in
/// either UI.
package enum UDFApp {
  /// Builds the app's store, Login filled in from the remembered preferences, and its stack.
  @MainActor
  package static func makeRoot(environment: AppEnvironment) -> NavigationController {
    AppNavigationController(store: makeStore(environment: environment))
  }

  /// Builds the same store under the declarative UI: the `NavigationStack` of `AppScreen`.
  @MainActor
  package static func makeDeclarativeRoot(environment: AppEnvironment) -> NavigationController {
    NavigationHostingController(rootView: AppScreen(store: makeStore(environment: environment)))
  }

  @MainActor
  private static func makeStore(environment: AppEnvironment) -> Store<
    AppFeature.State, AppFeature.Action
  > {
    let preferences = LoginPreferences(
      settings: environment.settings, credentials: environment.credentials)
    return Store(
      initialState: AppFeature.State(login: LoginFeature.State(preferences: preferences)),
      reducer: AppFeature(), withDependencies: { $0.use(environment) })
  }
}
