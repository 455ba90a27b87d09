import Domain
import ViewKit

extension TableViewCell {
  /// The cell of a team table (Confirm Players, Gather): the player's name and, on the right,
  /// the position acronym, or `-` when the player has none; empty when there is none.
  static func teamPlayer(_ player: Player?) -> TableViewCell {
    let cell = TableViewCell(style: .value1)
    cell.text = player?.name ?? ""
    cell.detailText = player?.positionAcronym
    return cell
  }
}
