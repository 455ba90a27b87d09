import Domain
import ViewKit

/// The MVVM entry point: the composition root that turns an `AppEnvironment` into the app.
package enum MVVMApp {
  /// Builds the navigation stack with Login as its root.
  ///
  /// The navigation controller comes first, so its routes can be Login's view model's actions;
  /// each view model then builds the next one and hands it over as a route, which the
  /// navigation controller pushes as that screen's view controller.
  @MainActor
  package static func makeRoot(environment: AppEnvironment) -> NavigationController {
    let navigation = NavigationController()
    let viewModel = LoginViewModel(environment: environment, actions: navigation.routes)
    navigation.setViewControllers([LoginViewController(viewModel: viewModel)], animated: false)
    return navigation
  }
}
