import Domain
import Foundation
import ViewKit

// MARK: - TableViewDataSource

extension GatherViewController: TableViewDataSource {
  /// `Team A`, `Team B`.
  func numberOfSections(in tableView: TableView) -> Int {
    teams.count
  }

  /// The players of a team.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    players(inSection: section).count
  }

  /// The team's title.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    teams.indices.contains(section) ? teams[section].title : nil
  }

  /// A read-only name cell with the position acronym on the right.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let players = players(inSection: indexPath.section)
    return .teamPlayer(players.indices.contains(indexPath.row) ? players[indexPath.row] : nil)
  }

  // MARK: - Helpers

  private func players(inSection section: Int) -> [Player] {
    teams.indices.contains(section) ? model.players(in: teams[section]) : []
  }
}
