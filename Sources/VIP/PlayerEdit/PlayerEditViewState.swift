import Domain
import Layouts
import Observation

/// The declarative display of the Player Edit scene: what the presenter's view models say, kept
/// as Layouts' `PlayerEditContent.Values` beside the edited field, for `PlayerEditScreen`.
///
/// The VIP display role of the declarative UI, as `PlayerEditViewController` is the UIKit-shaped
/// UI's: the presenter calls it through `PlayerEditDisplayLogic` and it asks
/// `PlayerEditRoutingLogic` to go back once the player is saved.
@MainActor
@Observable
final class PlayerEditViewState: PlayerEditDisplayLogic, SceneDisplay {
  /// The field being edited and its original value, the text field's placeholder.
  struct Editor: Equatable {
    /// The field.
    let field: PlayerField
    /// Its value before the edit.
    let originalText: String
  }

  // MARK: - Properties

  /// What the screen shows; the user's typing and checked option land here first.
  var values = PlayerEditContent.Values()
  /// The editor, known from the first display on: the data store gets the field after the
  /// scene is built.
  private(set) var editor: Editor?
  /// Where the screen sends the user's requests.
  let interactor: any PlayerEditBusinessLogic
  /// The scene's router.
  let router: any PlayerEditRoutingLogic & PlayerEditDataPassing
  /// The path the scene stands on.
  @ObservationIgnored weak var sceneNavigation: (any SceneNavigation)?

  // MARK: - Init

  /// Creates the display of a scene wired by `PlayerEditConfigurator`.
  init(
    interactor: any PlayerEditBusinessLogic,
    router: any PlayerEditRoutingLogic & PlayerEditDataPassing,
    sceneNavigation: any SceneNavigation
  ) {
    self.interactor = interactor
    self.router = router
    self.sceneNavigation = sceneNavigation
  }

  // MARK: - PlayerEditDisplayLogic

  func displayField(viewModel: PlayerEditScene.FetchField.ViewModel) {
    var shown = values
    switch viewModel.editor {
    case .textField(let text, let placeholder):
      if editor == nil { editor = Editor(field: viewModel.field, originalText: placeholder) }
      shown.text = text
    case .options(let options):
      if editor == nil { editor = Editor(field: viewModel.field, originalText: "") }
      shown.selectedOption = options.firstIndex { $0.isChecked }
    }
    shown.isDoneEnabled = viewModel.isDoneEnabled
    values = shown
  }

  func displaySaveField(viewModel: PlayerEditScene.SaveField.ViewModel) {
    guard let alert = viewModel.alert else {
      router.routeToPlayerDetail()
      return
    }
    values.error = alert
  }

  func displayLoading(viewModel: PlayerEditScene.Loading.ViewModel) {
    values.isLoading = viewModel.showsOverlay
  }
}
