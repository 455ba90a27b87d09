import Domain
import Layouts
import Observation

/// The declarative display of the Gather scene: what the presenter's view models say, every
/// tick too, kept as Layouts' `GatherContent.Values` for `GatherScreen` to draw.
///
/// The VIP display role of the declarative UI, as `GatherViewController` is the UIKit-shaped
/// UI's: the presenter calls it through `GatherDisplayLogic` and it asks `GatherRoutingLogic` to
/// go back once the gather has ended.
@MainActor
@Observable
final class GatherViewState: GatherDisplayLogic, SceneDisplay {
  // MARK: - Properties

  /// What the screen shows; the picker's wheels turn here until Done sends them.
  var values = GatherContent.Values()
  /// Where the screen sends the user's requests.
  let interactor: any GatherBusinessLogic
  /// The scene's router.
  let router: any GatherRoutingLogic & GatherDataPassing
  /// The path the scene stands on.
  @ObservationIgnored weak var sceneNavigation: (any SceneNavigation)?

  // MARK: - Init

  /// Creates the display of a scene wired by `GatherConfigurator`.
  init(
    interactor: any GatherBusinessLogic, router: any GatherRoutingLogic & GatherDataPassing,
    sceneNavigation: any SceneNavigation
  ) {
    self.interactor = interactor
    self.router = router
    self.sceneNavigation = sceneNavigation
  }

  // MARK: - GatherDisplayLogic

  // The steppers hold numbers, so the presenter's score texts are read back as the scores.
  func displayGather(viewModel: GatherScene.FetchGather.ViewModel) {
    var shown = values
    shown.teamAScore = Int(viewModel.teamAScore) ?? 0
    shown.teamBScore = Int(viewModel.teamBScore) ?? 0
    shown.sections = viewModel.teams
    values = shown
    displayTimer(viewModel: viewModel.timer)
  }

  func displayScore(viewModel: GatherScene.ChangeScore.ViewModel) {
    switch viewModel.team {
    case .teamA: values.teamAScore = viewModel.goals
    case .teamB: values.teamBScore = viewModel.goals
    case .bench: break  // The bench keeps no score.
    }
  }

  func displayTimer(viewModel: GatherScene.UpdateTimer.ViewModel) {
    var shown = values
    shown.timer = viewModel.timerText
    shown.actionTitle = viewModel.actionTitle
    if viewModel.closesPicker { shown.isPickerShown = false }
    values = shown
  }

  func displayPicker(viewModel: GatherScene.OpenPicker.ViewModel) {
    var shown = values
    shown.pickerRows = [viewModel.minutesRow, viewModel.secondsRow]
    shown.isPickerShown = true
    values = shown
  }

  func displayEndConfirmation(viewModel: GatherScene.EndGather.ViewModel) {
    values.endConfirmation = AlertMessage(
      title: viewModel.title, message: viewModel.message, confirmTitle: viewModel.confirmTitle,
      cancelTitle: viewModel.cancelTitle)
  }

  func displayEnd(viewModel: GatherScene.ConfirmEnd.ViewModel) {
    guard let alert = viewModel.alert else {
      router.routeToPlayerList()
      return
    }
    values.error = alert
  }

  func displayLoading(viewModel: GatherScene.Loading.ViewModel) {
    values.isLoading = viewModel.showsOverlay
  }
}
