import Domain
import TestSupport
import Testing

@Suite struct LocalPlayerServiceTests {
  @Test func givenASignedInUser_whenCreatingPlayers_thenIdsIncreaseAndTheListKeepsOrder()
    async throws
  {
    // Given
    let fixture = try LocalFixture()
    try await fixture.signUp("ana")

    // When
    let first = try await fixture.players.create(PlayerCreate(name: "Ana", age: 20))
    let second = try await fixture.players.create(PlayerCreate(name: "Bruno"))
    let list = try await fixture.players.players()

    // Then
    #expect(second > first)
    #expect(list.map(\.name) == ["Ana", "Bruno"])
    #expect(list.map(\.id) == [first, second])
    #expect(list.first?.age == 20)
  }

  @Test func givenAPlayer_whenUpdatingIt_thenEveryFieldIsReplaced() async throws {
    // Given
    let fixture = try LocalFixture()
    try await fixture.signUp("ana")
    let id = try await fixture.players.create(PlayerCreate(name: "Ana", age: 20))
    let edited = Player.completeFixture(id: id, name: "Anabela")

    // When
    try await fixture.players.update(edited)

    // Then
    let stored = try #require(try await fixture.players.players().first)
    #expect(stored.hasSameContents(as: edited))
  }

  @Test func givenAPlayer_whenDeletingIt_thenTheListIsEmptyAndADeleteAgainIsNotFound()
    async throws
  {
    // Given
    let fixture = try LocalFixture()
    try await fixture.signUp("ana")
    let id = try await fixture.players.create(PlayerCreate(name: "Ana"))

    // When
    try await fixture.players.delete(id: id)

    // Then
    #expect(try await fixture.players.players().isEmpty)
    await #expect(throws: ServiceError.notFound) { try await fixture.players.delete(id: id) }
    await #expect(throws: ServiceError.notFound) {
      try await fixture.players.update(.fixture(id: id))
    }
  }

  @Test func givenTwoUsers_whenTheSecondListsOrEditsTheFirstsPlayer_thenItSeesNothingAndNotFound()
    async throws
  {
    // Given
    let fixture = try LocalFixture()
    try await fixture.signUp("ana")
    let anasPlayer = try await fixture.players.create(PlayerCreate(name: "Ana's"))
    let other = fixture.otherSession()
    try await other.signUp("bob")

    // When
    let bobsList = try await other.players.players()

    // Then
    #expect(bobsList.isEmpty)
    await #expect(throws: ServiceError.notFound) {
      try await other.players.update(.fixture(id: anasPlayer, name: "Stolen"))
    }
    await #expect(throws: ServiceError.notFound) {
      try await other.players.delete(id: anasPlayer)
    }
    #expect(try await fixture.players.players().map(\.name) == ["Ana's"])
  }

  @Test func givenNoToken_whenListingPlayers_thenUnauthorized() async throws {
    // Given
    let fixture = try LocalFixture()

    // When / Then
    await #expect(throws: ServiceError.unauthorized) { try await fixture.players.players() }
    await #expect(throws: ServiceError.unauthorized) {
      try await fixture.players.create(PlayerCreate(name: "x"))
    }
  }

  @Test func givenAnUnknownToken_whenCallingAnyPlayerOperation_thenUnauthorized() async throws {
    // Given
    let fixture = try LocalFixture()
    try fixture.credentials.saveToken("not-a-token")

    // When / Then
    await #expect(throws: ServiceError.unauthorized) { try await fixture.players.players() }
    await #expect(throws: ServiceError.unauthorized) {
      try await fixture.players.update(.fixture())
    }
    await #expect(throws: ServiceError.unauthorized) { try await fixture.players.delete(id: 1) }
  }
}
