import Domain
import ViewKit

/// The MVVM view controller of Player Add: the name field and the Done bar button, bound to
/// `PlayerAddViewModel` in `bind()`; pops when the player is created.
@MainActor
package final class PlayerAddViewController: ViewController {
  // MARK: - Properties

  private let viewModel: PlayerAddViewModel
  private let doneButton = BarButtonItem(
    title: PlayerAddTexts.doneButton, identifier: "playerAdd.doneButton")
  private let nameField = TextField(
    placeholder: PlayerAddTexts.namePlaceholder, identifier: "playerAdd.name")

  // MARK: - Init

  /// Creates the screen over `environment`'s player service; `onPlayerCreated` hears about it.
  package init(environment: AppEnvironment, onPlayerCreated: @escaping @MainActor () -> Void) {
    viewModel = PlayerAddViewModel(players: environment.players)
    super.init()
    viewModel.actions = PlayerAddViewModel.Actions(
      playerCreated: onPlayerCreated,
      close: { [weak self] in self?.navigationController?.popViewController(animated: true) })
  }

  // MARK: - Lifecycle

  /// Builds the name field, puts Done in the bar, and binds them.
  package override func viewDidLoad() {
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
