import Domain
import Foundation
import ViewKit

/// The MVVM view controller of Player Edit: a text field or an option table and the Done bar
/// button, bound to `PlayerEditViewModel` in `bind()`; pops when the edit is saved.
@MainActor
final class PlayerEditViewController: ViewController {
  // MARK: - Properties

  private let viewModel: PlayerEditViewModel
  private let doneButton = BarButtonItem(
    title: PlayerEditTexts.doneButton, identifier: "playerEdit.doneButton")
  private let textField = TextField(identifier: "playerEdit.textField")
  private let optionsTable = TableView(style: .plain, identifier: "playerEdit.options")

  // MARK: - Init

  /// Creates the screen bound to `viewModel`.
  init(viewModel: PlayerEditViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds both editors, shows the one the field needs, and binds them.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    navigationItem.rightBarButtonItem = doneButton
    if !viewModel.usesOptions {
      textField.text = viewModel.originalValue
      textField.placeholder = viewModel.originalValue
    }
    textField.isHidden = viewModel.usesOptions
    optionsTable.isHidden = !viewModel.usesOptions
    optionsTable.dataSource = self
    optionsTable.delegate = self
    view.addSubview(textField)
    view.addSubview(optionsTable)
    bind()
  }

  // MARK: - Private

  /// Events go in as inputs; outputs come back to the widgets.
  private func bind() {
    let viewModel = viewModel
    textField.onEditingChanged = { viewModel.textChanged($0) }
    doneButton.action = { await viewModel.doneTapped() }
    viewModel.options.observe(on: self) { controller, _ in controller.optionsTable.reloadData() }
    viewModel.isDoneEnabled.observe(on: self) { controller, isEnabled in
      controller.doneButton.isEnabled = isEnabled
    }
    viewModel.isLoading.observe(on: self) { controller, isLoading in
      controller.setLoading(isLoading)
    }
    viewModel.alert.observe(on: self) { controller, alert in controller.presentError(alert) }
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerEditViewController: TableViewDataSource, TableViewDelegate {
  /// One row per option.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.options.value.count
  }

  /// An option cell, with a checkmark on the chosen one.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = TableViewCell(style: .default)
    let options = viewModel.options.value
    guard options.indices.contains(indexPath.row) else { return cell }
    cell.text = options[indexPath.row].title
    cell.accessoryType = options[indexPath.row].isChecked ? .checkmark : .none
    return cell
  }

  /// Forwards the tap to the view model.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    viewModel.didSelectOption(at: indexPath.row)
  }
}
