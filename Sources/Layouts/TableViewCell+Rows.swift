import Domain
import ViewKit

// The prototype cells of the screens' tables: a data source asks for one per row.
extension TableViewCell {
  /// A Player List row: the name over the position and skill lines, a chevron, and in selection
  /// mode a checkbox (`isChecked` nil in list mode).
  package static func playerRow(name: String, detail: String, isChecked: Bool?) -> TableViewCell {
    let cell = TableViewCell(style: .subtitle)
    cell.accessoryType = .disclosureIndicator
    cell.text = name
    cell.detailText = detail
    cell.checkbox = isChecked.map { $0 ? .checked : .unchecked }
    return cell
  }

  /// The Player List row of `player`.
  package static func playerRow(_ player: Player, isChecked: Bool?) -> TableViewCell {
    playerRow(name: player.name, detail: player.listDetail, isChecked: isChecked)
  }

  /// A Player Detail row: the field's title, its value on the right, and a chevron to Player Edit.
  package static func fieldRow(title: String, value: String?) -> TableViewCell {
    let cell = TableViewCell(style: .value1)
    cell.text = title
    cell.detailText = value
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  /// A Player Edit option: its title, with a checkmark on the chosen one.
  package static func optionRow(title: String, isChecked: Bool) -> TableViewCell {
    let cell = TableViewCell(style: .default)
    cell.text = title
    cell.accessoryType = isChecked ? .checkmark : .none
    return cell
  }

  /// A team table row: the name and, on the right, the position acronym.
  package static func teamRow(_ row: TeamTableRow?) -> TableViewCell {
    let cell = TableViewCell(style: .value1)
    cell.text = row?.name ?? ""
    cell.detailText = row?.detail
    return cell
  }
}
