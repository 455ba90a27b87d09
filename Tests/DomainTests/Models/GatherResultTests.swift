import Domain
import Testing

@Suite struct GatherResultTests {
  @Test func givenTeamAAhead_whenBuildingTheResult_thenScoreIsHyphenatedAndTeamAWins() {
    // Given / When
    let result = GatherResult(teamA: 2, teamB: 1)

    // Then
    #expect(result.score == "2-1")
    #expect(result.winnerTeam == "Team A")
  }

  @Test func givenTeamBAhead_whenBuildingTheResult_thenTeamBWins() {
    // Given / When
    let result = GatherResult(teamA: 3, teamB: 10)

    // Then
    #expect(result.score == "3-10")
    #expect(result.winnerTeam == "Team B")
  }

  @Test func givenADraw_whenBuildingTheResult_thenThereIsNoWinner() {
    // Given / When
    let result = GatherResult(teamAText: "0", teamBText: "0")

    // Then
    #expect(result == GatherResult(score: "0-0", winnerTeam: "None"))
  }

  @Test func givenUnreadableText_whenBuildingTheResult_thenTheWinnerIsNone() {
    // Given / When
    let result = GatherResult(teamAText: "two", teamBText: "1")

    // Then
    #expect(result.score == "two-1")
    #expect(result.winnerTeam == GatherResult.noWinner)
  }
}
