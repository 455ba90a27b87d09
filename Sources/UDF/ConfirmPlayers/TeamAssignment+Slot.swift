import Domain
import Foundation

extension TeamAssignment.Slot {
  /// The slot of the team table's row at `indexPath`, as both UIs' tables number their rows.
  init?(_ indexPath: IndexPath) {
    // Section indices are `TeamSection` raw values: Bench 0, Team A 1, Team B 2 (SPEC §1.4).
    guard let section = TeamSection(rawValue: indexPath.section) else { return nil }
    self.init(section: section, index: indexPath.row)
  }
}
