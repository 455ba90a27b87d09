import Domain
import ViewKit

/// The UDF entry point: the composition root that turns an `AppEnvironment` into one store of
/// the whole app and the navigation controller that shows it.
package enum UDFApp {
  /// Builds the app's store, Login filled in from the remembered preferences, and its stack.
  @MainActor
  package static func makeRoot(environment: AppEnvironment) -> NavigationController {
    let preferences = LoginPreferences(
      settings: environment.settings, credentials: environment.credentials)
    let store = Store(
      initialState: AppFeature.State(login: LoginFeature.State(preferences: preferences)),
      reducer: AppFeature(environment: environment))
    return AppNavigationController(store: store)
  }
}
