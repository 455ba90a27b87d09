/// The score and winner sent when a gather ends (SPEC §1.6).
package struct GatherResult: Sendable, Equatable, Codable {
  /// `"<teamA>-<teamB>"`, such as `"2-1"`.
  package let score: String
  /// `"Team A"`, `"Team B"` or `"None"` on a draw.
  package let winnerTeam: String

  /// The winner text of a draw or of an unreadable score.
  package static let noWinner = "None"

  /// Builds the result from the two teams' goals.
  package init(teamA: Int, teamB: Int) {
    score = "\(teamA)-\(teamB)"
    if teamA > teamB {
      winnerTeam = TeamSection.teamA.title
    } else if teamB > teamA {
      winnerTeam = TeamSection.teamB.title
    } else {
      winnerTeam = Self.noWinner
    }
  }

  /// Builds the result from the score labels' texts; a text that is not an integer gives no winner.
  package init(teamAText: String, teamBText: String) {
    guard let teamA = Int(teamAText), let teamB = Int(teamBText) else {
      self.init(score: "\(teamAText)-\(teamBText)", winnerTeam: Self.noWinner)
      return
    }
    self.init(teamA: teamA, teamB: teamB)
  }

  /// Creates a result from already formatted values, as decoded from storage.
  package init(score: String, winnerTeam: String) {
    self.score = score
    self.winnerTeam = winnerTeam
  }
}
