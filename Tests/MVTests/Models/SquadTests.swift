import Domain
import TestSupport
import Testing

@testable import MV

@MainActor
@Suite struct SquadTests {
  /// A squad over a fake holding `players`.
  private func makeSUT(_ players: [Player] = Player.squad) -> (sut: Squad, env: TestEnvironment) {
    let env = TestEnvironment(players: players)
    return (Squad(service: env.players), env)
  }

  @Test func givenStoredPlayers_whenOpened_thenTheyAreLoadedInServerOrder() async {
    // Given
    let (sut, env) = makeSUT()

    // When
    await sut.open()

    // Then
    #expect(sut.players.map(\.name) == ["Ana", "Bruno", "Carla", "Dan"])
    #expect(!sut.isKnownEmpty)
    #expect(!sut.isLoading)
    #expect(env.players.calls == [.players])
  }

  @Test func givenLoadHeld_whenOpened_thenIsLoadingUntilTheAnswer() async {
    // Given
    let (sut, env) = makeSUT()
    let gate = env.players.control.suspend(.players)

    // When
    let open = Task { await sut.open() }
    await gate.waitForArrival()
    let whileHeld = sut.isLoading
    gate.open()
    await open.value

    // Then
    #expect(whileHeld)
    #expect(!sut.isLoading)
  }

  @Test func givenNoPlayers_whenOpened_thenTheSquadIsKnownEmpty() async {
    // Given
    let (sut, _) = makeSUT([])

    // When
    await sut.open()

    // Then
    #expect(sut.players.isEmpty)
    #expect(sut.isKnownEmpty)
  }

  @Test func givenLoadedSquad_whenAReloadFails_thenThePlayersStayAndTheFailureIsKept() async {
    // Given
    let (sut, env) = makeSUT()
    await sut.open()
    env.players.control.fail(.players, with: .transport)

    // When
    await sut.load()

    // Then
    #expect(sut.players.count == 4)
    #expect(sut.loadFailure == ServiceError.transport.message)
  }

  @Test func givenAnEarlierSignInsPlayers_whenOpenedAgain_thenOnlyTheNewAnswerIsShown() async {
    // Given
    let (sut, env) = makeSUT()
    await sut.open()
    env.players.control.fail(.players, with: .unauthorized)

    // When
    await sut.open()

    // Then: what the earlier sign-in loaded is gone
    #expect(sut.players.isEmpty)
    #expect(sut.loadFailure == ServiceError.unauthorized.message)
  }

  @Test func givenKnownEmpty_whenRetriedAndTheLoadFails_thenTheEmptyViewIsGone() async {
    // Given
    let (sut, env) = makeSUT([])
    await sut.open()
    env.players.control.fail(.players, with: .transport)

    // When
    await sut.retry()

    // Then
    #expect(!sut.isKnownEmpty)
    #expect(sut.loadFailure == ServiceError.transport.message)
  }

  @Test func givenSquad_whenAPlayerIsUpdated_thenItIsReplacedWithoutAReload() async throws {
    // Given
    let (sut, env) = makeSUT()
    await sut.open()
    var renamed = Player.squad[1]
    renamed.name = "Bruna"

    // When
    try await sut.update(renamed)

    // Then
    #expect(sut.player(id: 2)?.name == "Bruna")
    #expect(sut.players.map(\.name) == ["Ana", "Bruna", "Carla", "Dan"])
    #expect(env.players.calls == [.players, .update(renamed)])
  }

  @Test func givenFailingUpdate_whenAPlayerIsUpdated_thenTheOriginalStays() async {
    // Given
    let (sut, env) = makeSUT()
    await sut.open()
    env.players.control.fail(.update, with: .notFound)
    var renamed = Player.squad[0]
    renamed.name = "Anna"

    // When
    let error = await #expect(throws: ServiceError.self) { try await sut.update(renamed) }

    // Then
    #expect(error == .notFound)
    #expect(sut.player(id: 1)?.name == "Ana")
  }

  @Test func givenName_whenCreated_thenOnlyTheNameIsSentAndNothingIsReloadedYet() async throws {
    // Given
    let (sut, env) = makeSUT()

    // When
    try await sut.create(named: "Eve")

    // Then
    #expect(env.players.calls == [.create(PlayerCreate(name: "Eve"))])
    #expect(sut.players.isEmpty)
  }

  @Test func givenOnePlayer_whenDeleted_thenTheSquadIsKnownEmpty() async throws {
    // Given
    let (sut, env) = makeSUT([.fixture()])
    await sut.open()

    // When
    try await sut.delete(.fixture())

    // Then
    #expect(sut.players.isEmpty)
    #expect(sut.isKnownEmpty)
    #expect(env.players.calls == [.players, .delete(id: 1)])
  }

  @Test func givenFailingDelete_whenDeleted_thenThePlayerStays() async {
    // Given
    let (sut, env) = makeSUT()
    await sut.open()
    env.players.control.fail(.delete, with: .transport)

    // When
    let error = await #expect(throws: ServiceError.self) { try await sut.delete(Player.squad[0]) }

    // Then
    #expect(error == .transport)
    #expect(sut.players.count == 4)
    #expect(!sut.isKnownEmpty)
  }
}
