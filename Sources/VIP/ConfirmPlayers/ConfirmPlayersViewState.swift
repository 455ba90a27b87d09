import Domain
import Layouts
import Observation

/// The declarative display of the Confirm Players scene: what the presenter's view models say,
/// kept as Layouts' `ConfirmPlayersContent.Values` for `ConfirmPlayersScreen` to draw.
///
/// The VIP display role of the declarative UI, as `ConfirmPlayersViewController` is the
/// UIKit-shaped UI's: the presenter calls it through `ConfirmPlayersDisplayLogic` and it asks
/// `ConfirmPlayersRoutingLogic` to open Gather.
@MainActor
@Observable
final class ConfirmPlayersViewState: ConfirmPlayersDisplayLogic, SceneDisplay {
  // MARK: - Properties

  /// What the screen shows.
  var values = ConfirmPlayersContent.Values()
  /// Where the screen sends the user's requests.
  let interactor: any ConfirmPlayersBusinessLogic
  /// The scene's router.
  let router: any ConfirmPlayersRoutingLogic & ConfirmPlayersDataPassing
  /// The path the scene stands on.
  @ObservationIgnored weak var sceneNavigation: (any SceneNavigation)?

  // MARK: - Init

  /// Creates the display of a scene wired by `ConfirmPlayersConfigurator`.
  init(
    interactor: any ConfirmPlayersBusinessLogic,
    router: any ConfirmPlayersRoutingLogic & ConfirmPlayersDataPassing,
    sceneNavigation: any SceneNavigation
  ) {
    self.interactor = interactor
    self.router = router
    self.sceneNavigation = sceneNavigation
  }

  // MARK: - ConfirmPlayersDisplayLogic

  func displayTeams(viewModel: ConfirmPlayersScene.FetchTeams.ViewModel) {
    var shown = values
    shown.sections = viewModel.sections
    shown.isStartEnabled = viewModel.isStartEnabled
    values = shown
  }

  func displayStartGather(viewModel: ConfirmPlayersScene.StartGather.ViewModel) {
    guard let alert = viewModel.alert else {
      router.routeToGather()
      return
    }
    values.error = alert
  }

  func displayLoading(viewModel: ConfirmPlayersScene.Loading.ViewModel) {
    values.isLoading = viewModel.showsOverlay
  }
}
