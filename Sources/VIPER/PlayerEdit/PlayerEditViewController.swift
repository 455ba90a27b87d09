import Domain
import Foundation
import ViewKit

/// The VIPER view of Player Edit: a text field or an option table, and the Done bar button of
/// SPEC §3.4; sends typing, option taps and Done to `PlayerEditPresenterProtocol` and shows what
/// `PlayerEditViewProtocol` is told.
@MainActor
final class PlayerEditViewController: ViewController {
  // MARK: - Properties

  private let presenter: any PlayerEditPresenterProtocol
  private let doneButton = BarButtonItem(
    title: PlayerEditTexts.doneButton, identifier: "playerEdit.doneButton")
  private let textField = TextField(identifier: "playerEdit.textField")
  private let optionsTable = TableView(style: .plain, identifier: "playerEdit.options")
  private var options: [PlayerEditOption] = []

  // MARK: - Init

  /// Creates the view sending its events to `presenter`.
  init(presenter: any PlayerEditPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds both editors hidden and Done in the navigation bar; the presenter shows the editor
  /// its field needs.
  override func viewDidLoad() {
    super.viewDidLoad()
    textField.isHidden = true
    optionsTable.isHidden = true
    optionsTable.dataSource = self
    optionsTable.delegate = self
    view.addSubview(textField)
    view.addSubview(optionsTable)
    navigationItem.rightBarButtonItem = doneButton
    textField.onEditingChanged = { [weak self] text in self?.presenter.textDidChange(text) }
    doneButton.action = { [weak self] in await self?.presenter.doneTapped() }
    presenter.viewDidLoad()
  }
}

// MARK: - PlayerEditViewProtocol

extension PlayerEditViewController: PlayerEditViewProtocol {
  func setTitle(_ title: String) {
    self.title = title
  }

  func showTextField(text: String, placeholder: String) {
    textField.text = text
    textField.placeholder = placeholder
    textField.isHidden = false
    optionsTable.isHidden = true
  }

  func showOptions(_ options: [PlayerEditOption]) {
    self.options = options
    textField.isHidden = true
    optionsTable.isHidden = false
    optionsTable.reloadData()
  }

  func setDoneEnabled(_ isEnabled: Bool) {
    doneButton.isEnabled = isEnabled
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
    let cell = TableViewCell(style: .default)
    guard options.indices.contains(indexPath.row) else { return cell }
    cell.text = options[indexPath.row].title
    cell.accessoryType = options[indexPath.row].isChecked ? .checkmark : .none
    return cell
  }

  /// Sends the tap to the presenter.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    presenter.didSelectOption(at: indexPath.row)
  }
}
