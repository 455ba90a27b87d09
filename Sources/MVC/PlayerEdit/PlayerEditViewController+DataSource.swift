import Domain
import Foundation
import Layouts
import ViewKit

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerEditViewController: TableViewDataSource, TableViewDelegate {
  /// One row per option (none for a text field).
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    field.optionTitles.count
  }

  /// The capitalized option, with a checkmark on the chosen one.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let titles = field.optionTitles
    return .optionRow(
      title: titles.indices.contains(indexPath.row) ? titles[indexPath.row] : "",
      isChecked: indexPath.row == selectedOptionIndex)
  }

  /// Moves the checkmark to the tapped option and re-checks Done.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    guard indexPath.row != selectedOptionIndex,
      field.optionTitles.indices.contains(indexPath.row)
    else { return }
    selectedOptionIndex = indexPath.row
    layout.options.reloadData()
    updateDoneButton()
  }
}
