import Domain
import Layouts
import Observation

/// The declarative display of the Player Detail scene: the player the presenter's view model
/// shows, kept as Layouts' `PlayerDetailContent.Values` for `PlayerDetailScreen` to draw.
///
/// The VIP display role of the declarative UI, as `PlayerDetailViewController` is the
/// UIKit-shaped UI's: the presenter calls it through `PlayerDetailDisplayLogic`, and Player
/// Edit's router reaches it as a destination.
@MainActor
@Observable
final class PlayerDetailViewState: PlayerDetailDisplayLogic, PlayerDetailDestination,
  SceneDisplay
{
  // MARK: - Properties

  /// What the screen shows, `nil` until the first display; a saved edit is a change, since the
  /// values compare the player field by field.
  private(set) var values: PlayerDetailContent.Values?
  /// Where the screen sends the user's requests.
  let interactor: any PlayerDetailBusinessLogic
  /// The scene's router; Player Edit's router reaches its data store through it.
  let router: any PlayerDetailRoutingLogic & PlayerDetailDataPassing
  /// The path the scene stands on.
  @ObservationIgnored weak var sceneNavigation: (any SceneNavigation)?

  // MARK: - Init

  /// Creates the display of a scene wired by `PlayerDetailConfigurator`.
  init(
    interactor: any PlayerDetailBusinessLogic,
    router: any PlayerDetailRoutingLogic & PlayerDetailDataPassing,
    sceneNavigation: any SceneNavigation
  ) {
    self.interactor = interactor
    self.router = router
    self.sceneNavigation = sceneNavigation
  }

  // MARK: - PlayerDetailDisplayLogic

  // The formatted sections are not read: `PlayerDetailContent` draws the fields of the player.
  func displayPlayer(viewModel: PlayerDetailScene.FetchPlayer.ViewModel) {
    values = PlayerDetailContent.Values(player: viewModel.player)
  }
}
