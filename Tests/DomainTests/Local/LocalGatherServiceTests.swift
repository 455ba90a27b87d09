import Domain
import Foundation
import TestSupport
import Testing

@Suite struct LocalGatherServiceTests {
  @Test func givenASignedInUser_whenCreatingAGather_thenItIsListedWithoutScore() async throws {
    // Given
    let fixture = try LocalFixture()
    try await fixture.signUp("ana")

    // When
    let id = try await fixture.gathers.createGather()

    // Then
    let gathers = try await fixture.gathers.gathers()
    #expect(gathers.map(\.id) == [id])
    #expect(gathers.first?.score == nil)
    #expect(gathers.first?.userId != nil)
  }

  @Test func givenAGatherAndPlayers_whenAddingThem_thenEachTeamIsRecorded() async throws {
    // Given
    let fixture = try LocalFixture()
    let token = try await fixture.signUp("ana")
    let one = try await fixture.players.create(PlayerCreate(name: "One"))
    let two = try await fixture.players.create(PlayerCreate(name: "Two"))
    let gather = try await fixture.gathers.createGather()

    // When
    try await fixture.gathers.addPlayer(id: one, toGather: gather, team: .teamB)
    try await fixture.gathers.addPlayer(id: two, toGather: gather, team: .teamB)
    try await fixture.gathers.addPlayer(id: one, toGather: gather, team: .teamA)

    // Then
    let members = try fixture.backend.members(ofGather: gather, token: token)
    #expect(members.map(\.playerID) == [one, two])
    #expect(members.map(\.team) == [.teamA, .teamB])
  }

  @Test func givenAGather_whenEndingIt_thenScoreAndWinnerAreStored() async throws {
    // Given
    let fixture = try LocalFixture()
    try await fixture.signUp("ana")
    let id = try await fixture.gathers.createGather()

    // When
    try await fixture.gathers.endGather(id: id, result: GatherResult(teamA: 2, teamB: 1))

    // Then
    let gather = try #require(try await fixture.gathers.gathers().first)
    #expect(gather.score == "2-1")
    #expect(gather.winnerTeam == "Team A")
  }

  @Test func givenAnotherUsersGather_whenUsingIt_thenNotFoundAndItIsNotListed() async throws {
    // Given
    let fixture = try LocalFixture()
    try await fixture.signUp("ana")
    let anasGather = try await fixture.gathers.createGather()
    let other = fixture.otherSession()
    try await other.signUp("bob")
    let bobsPlayer = try await other.players.create(PlayerCreate(name: "Bob"))

    // When / Then
    #expect(try await other.gathers.gathers().isEmpty)
    await #expect(throws: ServiceError.notFound) {
      try await other.gathers.addPlayer(id: bobsPlayer, toGather: anasGather, team: .teamA)
    }
    await #expect(throws: ServiceError.notFound) {
      try await other.gathers.endGather(id: anasGather, result: GatherResult(teamA: 0, teamB: 0))
    }
  }

  @Test func givenAnotherUsersPlayer_whenAddingItToMyGather_thenNotFound() async throws {
    // Given
    let fixture = try LocalFixture()
    try await fixture.signUp("ana")
    let anasPlayer = try await fixture.players.create(PlayerCreate(name: "Ana"))
    let other = fixture.otherSession()
    try await other.signUp("bob")
    let bobsGather = try await other.gathers.createGather()

    // When / Then
    await #expect(throws: ServiceError.notFound) {
      try await other.gathers.addPlayer(id: anasPlayer, toGather: bobsGather, team: .teamA)
    }
  }

  @Test func givenAPlayerInAGather_whenThePlayerIsDeleted_thenItLeavesTheGather() async throws {
    // Given
    let fixture = try LocalFixture()
    let token = try await fixture.signUp("ana")
    let player = try await fixture.players.create(PlayerCreate(name: "Ana"))
    let gather = try await fixture.gathers.createGather()
    try await fixture.gathers.addPlayer(id: player, toGather: gather, team: .teamA)

    // When
    try await fixture.players.delete(id: player)

    // Then
    #expect(try fixture.backend.members(ofGather: gather, token: token).isEmpty)
  }

  @Test func givenTeams_whenStartingAGatherLocally_thenAllPlayersAreAddedWithTheirTeams()
    async throws
  {
    // Given
    let fixture = try LocalFixture()
    let token = try await fixture.signUp("ana")
    let ids = [
      try await fixture.players.create(PlayerCreate(name: "A")),
      try await fixture.players.create(PlayerCreate(name: "B")),
    ]
    var teams = TeamAssignment(bench: try await fixture.players.players())
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamA, index: 0))
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamB, index: 0))

    // When
    let model = try await fixture.gathers.startGather(with: teams)

    // Then
    let members = try fixture.backend.members(ofGather: model.gatherId, token: token)
    #expect(Set(members.map(\.playerID)) == Set(ids))
    #expect(model.players(in: .teamA).map(\.name) == ["A"])
  }

  @Test func givenNoToken_whenCallingAnyGatherOperation_thenUnauthorized() async throws {
    // Given
    let fixture = try LocalFixture()

    // When / Then
    await #expect(throws: ServiceError.unauthorized) { try await fixture.gathers.createGather() }
    await #expect(throws: ServiceError.unauthorized) { try await fixture.gathers.gathers() }
  }
}
