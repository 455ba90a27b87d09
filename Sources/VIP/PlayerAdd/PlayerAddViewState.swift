import Domain
import Layouts
import Observation

/// The declarative display of the Player Add scene: what the presenter's view models say, kept
/// as Layouts' `PlayerAddContent.Values` for `PlayerAddScreen` to draw.
///
/// The VIP display role of the declarative UI, as `PlayerAddViewController` is the UIKit-shaped
/// UI's: the presenter calls it through `PlayerAddDisplayLogic` and it asks
/// `PlayerAddRoutingLogic` to go back once the player is created.
@MainActor
@Observable
final class PlayerAddViewState: PlayerAddDisplayLogic, SceneDisplay {
  // MARK: - Properties

  /// What the screen shows; the typed name lands here, as in the view controller's field.
  var values = PlayerAddContent.Values()
  /// Where the screen sends the user's requests.
  let interactor: any PlayerAddBusinessLogic
  /// The scene's router.
  let router: any PlayerAddRoutingLogic & PlayerAddDataPassing
  /// The path the scene stands on.
  @ObservationIgnored weak var sceneNavigation: (any SceneNavigation)?

  // MARK: - Init

  /// Creates the display of a scene wired by `PlayerAddConfigurator`.
  init(
    interactor: any PlayerAddBusinessLogic,
    router: any PlayerAddRoutingLogic & PlayerAddDataPassing,
    sceneNavigation: any SceneNavigation
  ) {
    self.interactor = interactor
    self.router = router
    self.sceneNavigation = sceneNavigation
  }

  // MARK: - PlayerAddDisplayLogic

  // Nothing to keep: `PlayerAddContent` enables Done from the name it shows, by the same rule.
  func displayValidation(viewModel: PlayerAddScene.ValidateName.ViewModel) {}

  func displayCreatePlayer(viewModel: PlayerAddScene.CreatePlayer.ViewModel) async {
    guard let alert = viewModel.alert else {
      await router.routeToPlayerList()
      return
    }
    values.error = alert
  }

  func displayLoading(viewModel: PlayerAddScene.Loading.ViewModel) {
    values.isLoading = viewModel.showsOverlay
  }
}
