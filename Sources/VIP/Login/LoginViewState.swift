import Domain
import Layouts
import Observation

/// The declarative display of the Login scene: what the presenter's view models say, kept as
/// Layouts' `LoginContent.Values` for `LoginScreen` to draw.
///
/// The VIP display role of the declarative UI, as `LoginViewController` is the UIKit-shaped UI's:
/// the presenter calls it through `LoginDisplayLogic` and it asks `LoginRoutingLogic` to move on.
@MainActor
@Observable
final class LoginViewState: LoginDisplayLogic, SceneDisplay {
  // MARK: - Properties

  /// What the form shows; the user's typing lands here, as in the view controller's fields.
  var values = LoginContent.Values()
  /// Where the screen sends the user's requests.
  let interactor: any LoginBusinessLogic
  /// The scene's router; other scenes' routers reach its data store through it.
  let router: any LoginRoutingLogic & LoginDataPassing
  /// The path the scene stands on.
  @ObservationIgnored weak var sceneNavigation: (any SceneNavigation)?

  // MARK: - Init

  /// Creates the display of a scene wired by `LoginConfigurator`.
  init(
    interactor: any LoginBusinessLogic, router: any LoginRoutingLogic & LoginDataPassing,
    sceneNavigation: any SceneNavigation
  ) {
    self.interactor = interactor
    self.router = router
    self.sceneNavigation = sceneNavigation
  }

  // MARK: - LoginDisplayLogic

  func displayRemembered(viewModel: LoginScene.FetchRemembered.ViewModel) {
    values.username = viewModel.username
    values.rememberMe = viewModel.isRememberOn
  }

  func displayLogin(viewModel: LoginScene.Login.ViewModel) {
    guard let alert = viewModel.alert else {
      router.routeToPlayerList()
      return
    }
    values.error = alert
  }

  func displayLoading(viewModel: LoginScene.Loading.ViewModel) {
    values.isLoading = viewModel.showsOverlay
  }
}
