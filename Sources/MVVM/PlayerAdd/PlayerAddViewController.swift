import Domain
import Layouts
import ViewKit

/// The MVVM view controller of Player Add: the name field and the Done bar button, showing
/// `PlayerAddViewModel`'s outputs in `updateProperties()`, which observes it.
@MainActor
final class PlayerAddViewController: ViewController {
  // MARK: - Properties

  private let viewModel: PlayerAddViewModel
  private let layout = PlayerAddLayout()

  // MARK: - Init

  /// Creates the screen and its view model, creating players through `playerService` and
  /// reporting through `actions`.
  init(playerService: any PlayerService, actions: PlayerAddViewModel.Actions) {
    viewModel = PlayerAddViewModel(playerService: playerService, actions: actions)
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the name field and Done in the bar, and wires them.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    layout.install(in: self)
    wireActions()
  }

  /// Outputs come back to the widgets; runs again when one of them changes.
  override func updateProperties() {
    super.updateProperties()
    layout.doneButton.isEnabled = viewModel.isDoneEnabled
    setLoading(viewModel.isLoading)
    presentError(viewModel.alert) { [viewModel] in viewModel.alert = nil }
  }

  // MARK: - Private

  /// Events go in as inputs.
  private func wireActions() {
    let viewModel = viewModel
    layout.nameField.onEditingChanged = { viewModel.name = $0 }
    layout.doneButton.action = { await viewModel.create() }
  }
}
