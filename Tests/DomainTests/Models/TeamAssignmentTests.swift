import Domain
import Foundation
import TestSupport
import Testing

@Suite struct TeamAssignmentTests {
  @Test func givenSelectedPlayers_whenAssigning_thenAllAreOnTheBenchInOrder() {
    // Given / When
    let teams = TeamAssignment(bench: Player.squad)

    // Then
    #expect(teams.players(in: .bench).map(\.name) == ["Ana", "Bruno", "Carla", "Dan"])
    #expect(teams.players(in: .teamA).isEmpty)
    #expect(!teams.canStartGather)
  }

  @Test func givenPlayersOnTheBench_whenMovingOneToEachTeam_thenStartIsAllowedAndEntriesOrdered() {
    // Given
    var teams = TeamAssignment(bench: Player.squad)

    // When
    teams.move(from: .init(section: .bench, index: 3), to: .init(section: .teamB, index: 0))
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamA, index: 9))
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamA, index: 0))

    // Then
    #expect(teams.canStartGather)
    #expect(teams.teamEntries.map(\.player.name) == ["Bruno", "Ana", "Dan"])
    #expect(teams.teamEntries.map(\.team) == [.teamA, .teamA, .teamB])
    #expect(teams.player(at: .init(section: .bench, index: 0))?.name == "Carla")
  }

  @Test func givenAnEmptySlot_whenMovingFromIt_thenNothingChanges() {
    // Given
    var teams = TeamAssignment(bench: Player.squad)
    let before = teams

    // When
    let moved = teams.move(
      from: .init(section: .teamA, index: 0), to: .init(section: .teamB, index: 0))

    // Then
    #expect(!moved)
    #expect(teams == before)
    #expect(teams.player(at: .init(section: .bench, index: 4)) == nil)
  }

  @Test func givenAGatherModel_whenAskingForATeam_thenOnlyItsPlayersInOrder() {
    // Given
    let model = GatherModel(
      gatherId: GatherServiceFake.id(1),
      entries: [
        .init(team: .teamA, player: .fixture(id: 1, name: "A1")),
        .init(team: .teamA, player: .fixture(id: 2, name: "A2")),
        .init(team: .teamB, player: .fixture(id: 3, name: "B1")),
      ])

    // When / Then
    #expect(model.players(in: .teamA).map(\.name) == ["A1", "A2"])
    #expect(model.players(in: .teamB).map(\.name) == ["B1"])
    #expect(model.players(in: .bench).isEmpty)
  }
}
