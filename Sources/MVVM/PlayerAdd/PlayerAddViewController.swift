import Domain
import ViewKit

/// The MVVM view controller of Player Add: the name field and the Done bar button, bound to
/// `PlayerAddViewModel` in `bind()`; pops when the player is created.
@MainActor
final class PlayerAddViewController: ViewController {
  // MARK: - Properties

  private let viewModel: PlayerAddViewModel
  private let doneButton = BarButtonItem(
    title: PlayerAddTexts.doneButton, identifier: "playerAdd.doneButton")
  private let nameField = TextField(
    placeholder: PlayerAddTexts.namePlaceholder, identifier: "playerAdd.name")

  // MARK: - Init

  /// Creates the screen bound to `viewModel`.
  init(viewModel: PlayerAddViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the name field, puts Done in the bar, and binds them.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    navigationItem.rightBarButtonItem = doneButton
    view.addSubview(nameField)
    bind()
  }

  // MARK: - Private

  /// Events go in as inputs; outputs come back to the widgets.
  private func bind() {
    let viewModel = viewModel
    nameField.onEditingChanged = { viewModel.nameChanged($0) }
    doneButton.action = { await viewModel.doneTapped() }
    viewModel.isDoneEnabled.observe(on: self) { controller, isEnabled in
      controller.doneButton.isEnabled = isEnabled
    }
    viewModel.isLoading.observe(on: self) { controller, isLoading in
      controller.setLoading(isLoading)
    }
    viewModel.alert.observe(on: self) { controller, alert in controller.presentError(alert) }
  }
}
