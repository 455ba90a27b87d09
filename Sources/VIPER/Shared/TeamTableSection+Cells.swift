import Foundation
import Domain
import ViewKit

extension [TeamTableSection] {
  /// The rows of section `section`, or none when there is no such section.
  func numberOfRows(inSection section: Int) -> Int {
    indices.contains(section) ? self[section].rows.count : 0
  }

  /// The header of section `section`.
  func header(ofSection section: Int) -> String? {
    indices.contains(section) ? self[section].header : nil
  }

  /// A name cell with the position acronym on the right, as both team tables draw a player.
  @MainActor func cell(at indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .value1)
    guard indices.contains(indexPath.section) else { return cell }
    let rows = self[indexPath.section].rows
    guard rows.indices.contains(indexPath.row) else { return cell }
    cell.text = rows[indexPath.row].name
    cell.detailText = rows[indexPath.row].detail
    return cell
  }
}
