import Domain
import Layouts
import ViewKit

/// The MVVM view controller of Player Add: the name field and the Done bar button, bound to
/// `PlayerAddViewModel` in `bind()`; pops when the player is created.
@MainActor
final class PlayerAddViewController: ViewController {
  // MARK: - Properties

  private let viewModel: PlayerAddViewModel
  private let layout = PlayerAddLayout()

  // MARK: - Init

  /// Creates the screen bound to `viewModel`.
  init(viewModel: PlayerAddViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the name field and Done in the bar, and binds them.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    layout.install(in: self)
    wireActions()
    bind()
  }

  // MARK: - Private

  /// Events go in as inputs.
  private func wireActions() {
    let viewModel = viewModel
    layout.nameField.onEditingChanged = { viewModel.nameChanged($0) }
    layout.doneButton.action = { await viewModel.doneTapped() }
  }

  /// Outputs come back to the widgets.
  private func bind() {
    viewModel.isDoneEnabled.observe(on: self) { controller, isEnabled in
      controller.layout.doneButton.isEnabled = isEnabled
    }
    viewModel.isLoading.observe(on: self) { controller, isLoading in
      controller.setLoading(isLoading)
    }
    viewModel.alert.observe(on: self) { controller, alert in controller.presentError(alert) }
  }
}
