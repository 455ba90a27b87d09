import Domain
import Foundation
import Layouts
import ViewKit

/// The passive MVP view of Player Edit: wires `PlayerEditLayout`'s text field or option table and
/// Done; forwards typing, option taps and Done to `PlayerEditPresenterProtocol`.
@MainActor
final class PlayerEditView: View, PlayerEditViewProtocol {
  // MARK: - Properties

  /// Receives the user's events and supplies the option rows.
  weak var presenter: (any PlayerEditPresenterProtocol)?
  /// The view controller that sets the title and shows overlay and alerts.
  weak var host: (any ScreenPresenting)?
  private let layout: PlayerEditLayout

  // MARK: - Init

  /// Creates the view that drives `layout`'s widgets, which its view controller installs.
  init(layout: PlayerEditLayout) {
    self.layout = layout
    super.init()
    layout.options.dataSource = self
    layout.options.delegate = self
    wireActions()
  }

  // MARK: - PlayerEditViewProtocol

  /// Reads every option row again.
  func reloadData() {
    layout.options.reloadData()
  }

  /// Enables or disables the Done bar button.
  func setDoneEnabled(_ isEnabled: Bool) {
    layout.doneButton.isEnabled = isEnabled
  }

  // MARK: - Private

  private func wireActions() {
    layout.textField.onEditingChanged = { [weak self] text in self?.presenter?.textDidChange(text) }
    layout.doneButton.action = { [weak self] in await self?.presenter?.doneTapped() }
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
    let option = presenter?.option(at: indexPath.row)
    return .optionRow(title: option?.title ?? "", isChecked: option?.isChecked == true)
  }

  /// Forwards the tap to the presenter.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    presenter?.didSelectOption(at: indexPath.row)
  }
}

// MARK: - HostBacked

extension PlayerEditView: HostBacked {}
