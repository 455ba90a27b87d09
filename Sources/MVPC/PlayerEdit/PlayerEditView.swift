import Domain
import Foundation
import ViewKit

/// The passive MVP view of Player Edit: a text field or an option table, and the Done bar
/// button; forwards typing, option taps and Done to `PlayerEditPresenterProtocol`.
@MainActor
final class PlayerEditView: View, PlayerEditViewProtocol {
  // MARK: - Properties

  /// Receives the user's events and supplies the option rows.
  weak var presenter: (any PlayerEditPresenterProtocol)?
  /// The view controller that sets the title and shows overlay and alerts.
  weak var navigator: (any ScreenNavigating)?
  /// The Done button; the view controller places it in its navigation bar.
  let doneButton = BarButtonItem(
    title: PlayerEditTexts.doneButton, identifier: "playerEdit.doneButton")
  private let textField = TextField(identifier: "playerEdit.textField")
  private let options = TableView(style: .plain, identifier: "playerEdit.options")

  // MARK: - Init

  /// Creates both editors hidden; the presenter shows the one its field needs.
  init() {
    super.init()
    textField.isHidden = true
    options.isHidden = true
    options.dataSource = self
    options.delegate = self
    addSubview(textField)
    addSubview(options)
    textField.onEditingChanged = { [weak self] text in self?.presenter?.textDidChange(text) }
    doneButton.action = { [weak self] in await self?.presenter?.doneTapped() }
  }

  // MARK: - PlayerEditViewProtocol

  /// Shows the text field with this content and placeholder, and hides the option table.
  func showTextField(text: String, placeholder: String) {
    textField.text = text
    textField.placeholder = placeholder
    textField.isHidden = false
    options.isHidden = true
  }

  /// Shows the option table, and hides the text field.
  func showOptions() {
    textField.isHidden = true
    options.isHidden = false
  }

  /// Reads every option row again.
  func reloadData() {
    options.reloadData()
  }

  /// Enables or disables the Done bar button.
  func setDoneEnabled(_ isEnabled: Bool) {
    doneButton.isEnabled = isEnabled
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerEditView: TableViewDataSource, TableViewDelegate {
  /// The presenter's option count.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    presenter?.numberOfOptions ?? 0
  }

  /// An option cell, with a checkmark on the chosen one.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = TableViewCell(style: .default)
    let option = presenter?.option(at: indexPath.row)
    cell.text = option?.title ?? ""
    cell.accessoryType = option?.isChecked == true ? .checkmark : .none
    return cell
  }

  /// Forwards the tap to the presenter.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    presenter?.didSelectOption(at: indexPath.row)
  }
}

// MARK: - NavigatorBacked

extension PlayerEditView: NavigatorBacked {
  /// The view controller that shows the title, the overlay and alerts.
  var screenNavigator: (any ScreenNavigating)? { navigator }
}
