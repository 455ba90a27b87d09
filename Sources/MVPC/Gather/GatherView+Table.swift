import Foundation
import ViewKit

// MARK: - TableViewDataSource

extension GatherView: TableViewDataSource {
  /// The presenter's sections: `Team A`, `Team B`.
  func numberOfSections(in tableView: TableView) -> Int {
    presenter?.numberOfSections ?? 0
  }

  /// The presenter's player count of a team.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    presenter?.numberOfRows(inSection: section) ?? 0
  }

  /// The presenter's header of a section.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    presenter?.header(ofSection: section)
  }

  /// A read-only name cell with the position acronym on the right.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = TableViewCell(style: .value1)
    let row = presenter?.row(at: indexPath.row, inSection: indexPath.section)
    cell.text = row?.name ?? ""
    cell.detailText = row?.detail
    return cell
  }
}
