import Domain
import ViewKit

/// The MVVM entry point: the composition root that turns an `AppEnvironment` into the app.
package enum MVVMApp {
  /// Builds the navigation stack with Login as its root.
  ///
  /// It makes Login's view model, whose action shows the Player List from Login's controller,
  /// then that controller. Login's and the Player List's controllers build the view models of
  /// the screens they open; Player Detail's and Confirm Players' view models build Player Edit's
  /// and Gather's themselves, whose controllers the Player List's controller pushes.
  @MainActor
  package static func makeRoot(environment: AppEnvironment) -> NavigationController {
    // Set once the controller exists; the action can only run after that.
    weak var login: LoginViewController?
    let viewModel = LoginViewModel(
      authService: environment.auth, settings: environment.settings,
      credentials: environment.credentials,
      actions: .init(showPlayerList: { login?.showPlayerList() }))
    let controller = LoginViewController(viewModel: viewModel, environment: environment)
    login = controller
    return NavigationController(rootViewController: controller)
  }
}
