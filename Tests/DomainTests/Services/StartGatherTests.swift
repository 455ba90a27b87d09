import Domain
import TestSupport
import Testing

@Suite struct StartGatherTests {
  private func teams() -> TeamAssignment {
    var teams = TeamAssignment(bench: Player.squad)
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamA, index: 0))
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamB, index: 0))
    return teams
  }

  @Test func givenTwoTeams_whenStartingAGather_thenEveryTeamPlayerIsAddedButNotTheBench()
    async throws
  {
    // Given
    let service = GatherServiceFake()

    // When
    let model = try await service.startGather(with: teams())

    // Then
    let id = GatherServiceFake.id(1)
    #expect(model.gatherId == id)
    #expect(model.entries.map(\.player.name) == ["Ana", "Bruno"])
    #expect(service.calls.first == .create)
    #expect(
      Set(service.calls.dropFirst().map { "\($0)" })
        == Set(
          [
            GatherServiceFake.Call.addPlayer(playerID: 1, gatherID: id, team: .teamA),
            .addPlayer(playerID: 2, gatherID: id, team: .teamB),
          ].map { "\($0)" }))
  }

  @Test func givenOneAddPlayerCallFails_whenStartingAGather_thenItThrowsAfterAllCalls()
    async throws
  {
    // Given
    let service = GatherServiceFake()
    service.failAdding(playerID: 2)

    // When
    await #expect(throws: ServiceError.notFound) { try await service.startGather(with: teams()) }

    // Then
    #expect(service.calls.count == 3)
  }

  @Test func givenTheGatherCannotBeCreated_whenStarting_thenNoPlayerIsAdded() async throws {
    // Given
    let service = GatherServiceFake()
    service.control.fail(.create, with: .transport)

    // When
    await #expect(throws: ServiceError.transport) { try await service.startGather(with: teams()) }

    // Then
    #expect(service.calls == [.create])
  }
}
