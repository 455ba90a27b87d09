import Domain
import Foundation
import Layouts
import ViewKit

/// The VIPER view of Player Edit: installs and wires `PlayerEditLayout` — a text field or an
/// option table, and Done; sends typing, option taps and Done to `PlayerEditPresenterProtocol`
/// and shows what `PlayerEditViewProtocol` is told.
@MainActor
final class PlayerEditViewController: ViewController {
  // MARK: - Properties

  private let presenter: any PlayerEditPresenterProtocol
  private let layout: PlayerEditLayout
  private var options: [PlayerEditOption] = []

  // MARK: - Init

  /// Creates the view editing `field`, whose value shows as `text`, sending its events to
  /// `presenter`.
  init(presenter: any PlayerEditPresenterProtocol, field: PlayerField, text: String) {
    self.presenter = presenter
    layout = PlayerEditLayout(field: field, text: text)
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the editor and Done, then lets the presenter fill the screen.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    layout.options.dataSource = self
    layout.options.delegate = self
    wireActions()
    presenter.load()
  }

  // MARK: - Private

  private func wireActions() {
    layout.textField.onEditingChanged = { [weak self] text in self?.presenter.textDidChange(text) }
    layout.doneButton.action = { [weak self] in await self?.presenter.doneTapped() }
  }
}

// MARK: - PlayerEditViewProtocol

extension PlayerEditViewController: PlayerEditViewProtocol {
  func setTitle(_ title: String) {
    self.title = title
  }

  func showOptions(_ options: [PlayerEditOption]) {
    self.options = options
    layout.options.reloadData()
  }

  func setDoneEnabled(_ isEnabled: Bool) {
    layout.doneButton.isEnabled = isEnabled
  }

  func showError(title: String, message: String) {
    presentErrorAlert(title: title, message: message, buttonTitle: AlertTexts.ok)
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerEditViewController: TableViewDataSource, TableViewDelegate {
  /// One row per option.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    options.count
  }

  /// An option cell, with a checkmark on the chosen one.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard options.indices.contains(indexPath.row) else {
      return .optionRow(title: "", isChecked: false)
    }
    return .optionRow(
      title: options[indexPath.row].title, isChecked: options[indexPath.row].isChecked)
  }

  /// Sends the tap to the presenter.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    presenter.didSelectOption(at: indexPath.row)
  }
}
