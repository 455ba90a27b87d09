import Domain
import TestSupport
import Testing

@Suite struct LocalBackendInjectionTests {
  @Test func givenAnInjectedFailure_whenTheOperationRunsTwice_thenOnlyTheFirstCallFails()
    async throws
  {
    // Given
    let fixture = try LocalFixture()
    try await fixture.signUp("ana")
    fixture.backend.failNext(.players, with: .transport)

    // When
    let first = await #expect(throws: ServiceError.self) { try await fixture.players.players() }
    let second = try await fixture.players.players()

    // Then
    #expect(first == .transport)
    #expect(second.isEmpty)
  }

  @Test func givenAFailedCreate_whenListing_thenNothingWasCreated() async throws {
    // Given
    let fixture = try LocalFixture()
    try await fixture.signUp("ana")
    fixture.backend.failNext(.createPlayer, with: .unexpectedResponse)

    // When
    await #expect(throws: ServiceError.unexpectedResponse) {
      try await fixture.players.create(PlayerCreate(name: "Ana"))
    }

    // Then
    #expect(try await fixture.players.players().isEmpty)
  }

  @Test func givenAnInjectedDelay_whenTheCallStarts_thenItWaitsUntilReleased() async throws {
    // Given
    let fixture = try LocalFixture()
    try await fixture.signUp("ana")
    let gate = Gate()
    fixture.backend.delayNext(.createGather) { await gate.pass() }

    // When
    let call = Task { try await fixture.gathers.createGather() }
    await gate.waitForArrival()
    let listedWhileHeld = try await fixture.gathers.gathers()
    gate.open()
    let id = try await call.value

    // Then
    #expect(listedWhileHeld.isEmpty)
    #expect(try await fixture.gathers.gathers().map(\.id) == [id])
  }

  @Test func givenEveryOperation_whenFailureIsInjected_thenEachServiceCallThrowsIt() async throws {
    // Given
    let fixture = try LocalFixture()
    for operation in LocalBackend.Operation.allCases {
      fixture.backend.failNext(operation, with: .transport)
    }
    let credentials = Credentials(username: "ana", password: "x")
    let gather = GatherServiceFake.id(1)

    // When
    let calls: [@Sendable () async throws -> Void] = [
      { try await fixture.auth.register(credentials) },
      { try await fixture.auth.login(credentials) },
      { _ = try await fixture.players.players() },
      { try await fixture.players.create(PlayerCreate(name: "x")) },
      { try await fixture.players.update(.fixture()) },
      { try await fixture.players.delete(id: 1) },
      { _ = try await fixture.gathers.createGather() },
      { try await fixture.gathers.addPlayer(id: 1, toGather: gather, team: .teamA) },
      { try await fixture.gathers.endGather(id: gather, result: .init(teamA: 1, teamB: 0)) },
      { _ = try await fixture.gathers.gathers() },
    ]
    var errors: [ServiceError?] = []
    for call in calls {
      do { try await call() } catch { errors.append(error as? ServiceError) }
    }

    // Then
    #expect(errors == Array(repeating: .transport, count: LocalBackend.Operation.allCases.count))
  }
}
