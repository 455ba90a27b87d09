import Domain
import Foundation
import Layouts
import ViewKit

/// The MVVM view controller of Player Edit: the layout's text field or option table and the
/// Done bar button, bound to `PlayerEditViewModel` in `bind()`; pops when the edit is saved.
@MainActor
final class PlayerEditViewController: ViewController {
  // MARK: - Properties

  private let viewModel: PlayerEditViewModel
  private let layout: PlayerEditLayout

  // MARK: - Init

  /// Creates the screen bound to `viewModel`.
  init(viewModel: PlayerEditViewModel) {
    self.viewModel = viewModel
    layout = PlayerEditLayout(field: viewModel.field, text: viewModel.originalValue)
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the editor the field needs and Done, and binds them.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    layout.install(in: self)
    layout.options.dataSource = self
    layout.options.delegate = self
    wireActions()
    bind()
  }

  // MARK: - Private

  /// Events go in as inputs.
  private func wireActions() {
    let viewModel = viewModel
    layout.textField.onEditingChanged = { viewModel.textChanged($0) }
    layout.doneButton.action = { await viewModel.doneTapped() }
  }

  /// Outputs come back to the widgets.
  private func bind() {
    viewModel.options.observe(on: self) { controller, _ in controller.layout.options.reloadData() }
    viewModel.isDoneEnabled.observe(on: self) { controller, isEnabled in
      controller.layout.doneButton.isEnabled = isEnabled
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
    let options = viewModel.options.value
    guard options.indices.contains(indexPath.row) else {
      return .optionRow(title: "", isChecked: false)
    }
    return .optionRow(
      title: options[indexPath.row].title, isChecked: options[indexPath.row].isChecked)
  }

  /// Forwards the tap to the view model.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    viewModel.didSelectOption(at: indexPath.row)
  }
}
