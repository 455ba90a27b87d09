import Domain

// MARK: - Players table

extension GatherPresenter {
  var numberOfSections: Int { teams.count }

  func numberOfRows(inSection section: Int) -> Int {
    players(inSection: section).count
  }

  func header(ofSection section: Int) -> String {
    teams.indices.contains(section) ? teams[section].title : ""
  }

  func row(at index: Int, inSection section: Int) -> TeamPlayerRow? {
    let players = players(inSection: section)
    guard players.indices.contains(index) else { return nil }
    return TeamPlayerRow(player: players[index])
  }

  // MARK: - Helpers

  private func players(inSection section: Int) -> [Player] {
    teams.indices.contains(section) ? model.players(in: teams[section]) : []
  }
}
