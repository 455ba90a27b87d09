import Domain
import Foundation
import Layouts
import ViewKit

/// The MVVM view controller of Player Edit: the layout's text field or option table and the
/// Done bar button, showing `PlayerEditViewModel`'s outputs in `updateProperties()`, which
/// observes it.
@MainActor
final class PlayerEditViewController: ViewController {
  // MARK: - Properties

  private let viewModel: PlayerEditViewModel
  private let layout: PlayerEditLayout
  // The options the table last loaded: it reloads only when the view model's change.
  private var loadedOptions: [PlayerEditViewModel.Option]?

  // MARK: - Init

  /// Creates the screen editing `field` of `player` and its view model, saving through
  /// `playerService` and reporting through `actions`.
  init(
    player: Player, field: PlayerField, playerService: any PlayerService,
    actions: PlayerEditViewModel.Actions
  ) {
    let viewModel = PlayerEditViewModel(
      playerService: playerService, player: player, field: field, actions: actions)
    self.viewModel = viewModel
    layout = PlayerEditLayout(field: viewModel.field, text: viewModel.originalValue)
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the editor the field needs and Done, and wires them.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    layout.install(in: self)
    layout.options.dataSource = self
    layout.options.delegate = self
    wireActions()
  }

  /// Outputs come back to the widgets; runs again when one of them changes.
  override func updateProperties() {
    super.updateProperties()
    if loadedOptions != viewModel.options {
      loadedOptions = viewModel.options
      layout.options.reloadData()
    }
    layout.doneButton.isEnabled = viewModel.isDoneEnabled
    setLoading(viewModel.isLoading)
    presentError(viewModel.alert) { [viewModel] in viewModel.alert = nil }
  }

  // MARK: - Private

  /// Events go in as inputs.
  private func wireActions() {
    let viewModel = viewModel
    layout.textField.onEditingChanged = { viewModel.text = $0 }
    layout.doneButton.action = { await viewModel.save() }
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerEditViewController: TableViewDataSource, TableViewDelegate {
  /// One row per option.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.options.count
  }

  /// An option cell, with a checkmark on the chosen one.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let options = viewModel.options
    guard options.indices.contains(indexPath.row) else {
      return .optionRow(title: "", isChecked: false)
    }
    return .optionRow(
      title: options[indexPath.row].title, isChecked: options[indexPath.row].isChecked)
  }

  /// The tapped option becomes the view model's chosen one.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    viewModel.selectedIndex = indexPath.row
  }
}
