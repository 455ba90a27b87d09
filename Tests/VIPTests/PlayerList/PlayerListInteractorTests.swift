import Domain
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite struct PlayerListInteractorTests {
  private let squad = Player.squad

  /// The interactor over a fake holding `players`, already loaded when `loaded`.
  private func makeSUT(players: [Player] = Player.squad, loaded: Bool = true) async -> (
    sut: PlayerListInteractor, presenter: PlayerListPresentationLogicSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: players)
    let presenter = PlayerListPresentationLogicSpy()
    let sut = PlayerListInteractor(presenter: presenter, playerService: env.players)
    if loaded {
      await sut.fetchPlayers(request: PlayerListScene.FetchPlayers.Request(reload: false))
    }
    return (sut, presenter, env)
  }

  private func appear(_ sut: PlayerListInteractor) async {
    await sut.fetchPlayers(request: PlayerListScene.FetchPlayers.Request(reload: false))
  }

  private func tick(_ sut: PlayerListInteractor, _ ids: Player.ID...) {
    for id in ids {
      sut.selectPlayer(request: PlayerListScene.SelectPlayer.Request(id: id))
    }
  }

  // MARK: - Loading

  @Test func givenNoPlayers_whenViewAppears_thenShowsEmptyViewAndDisablesSelect() async {
    // Given
    let (sut, presenter, _) = await makeSUT(players: [], loaded: false)

    // When
    await appear(sut)

    // Then: list mode at once, input off while loading, then the empty, loaded list
    #expect(
      presenter.calls == [
        PlayerListStates.players([], loaded: false), PlayerListStates.loading(.fetching, true),
        PlayerListStates.loading(.fetching, false), PlayerListStates.players([]),
      ])
  }

  @Test func givenPlayers_whenViewAppears_thenShowsRowsInServerOrder() async {
    // Given
    let (sut, presenter, env) = await makeSUT(loaded: false)

    // When
    await appear(sut)

    // Then
    #expect(presenter.calls.last == PlayerListStates.players(squad))
    #expect(sut.players.map(\.name) == ["Ana", "Bruno", "Carla", "Dan"])
    #expect(env.players.calls == [.players])
  }

  @Test func givenLoadInFlight_whenViewAppears_thenInputIsOffUntilTheAnswer() async {
    // Given
    let (sut, presenter, env) = await makeSUT(loaded: false)
    let gate = env.players.control.suspend(.players)

    // When
    let appearing = Task { await appear(sut) }
    await gate.waitForArrival()

    // Then
    #expect(presenter.calls.last == PlayerListStates.loading(.fetching, true))
    gate.open()
    await appearing.value
    #expect(
      presenter.calls.suffix(2) == [
        PlayerListStates.loading(.fetching, false), PlayerListStates.players(squad),
      ])
  }

  @Test func givenLoadedList_whenViewAppearsAgain_thenDoesNotReload() async {
    // Given
    let (sut, presenter, env) = await makeSUT()
    let before = presenter.calls.count

    // When
    await appear(sut)

    // Then
    #expect(Array(presenter.calls.dropFirst(before)) == [PlayerListStates.players(squad)])
    #expect(env.players.calls == [.players])
  }

  @Test func givenLoadedList_whenReloadFails_thenAlertsAndKeepsTheRows() async {
    // Given
    let (sut, presenter, env) = await makeSUT()
    env.players.control.fail(.players, with: .transport)
    let before = presenter.calls.count

    // When
    await sut.fetchPlayers(request: PlayerListScene.FetchPlayers.Request(reload: true))

    // Then
    #expect(
      Array(presenter.calls.dropFirst(before)) == [
        PlayerListStates.players(squad, loaded: false), PlayerListStates.loading(.fetching, true),
        PlayerListStates.loading(.fetching, false), .presentError(.init(error: .transport)),
      ])
    #expect(sut.players == squad)
  }

  @Test func givenEmptyView_whenRetryTapped_thenHidesItAndLoadsAgain() async throws {
    // Given
    let (sut, presenter, env) = await makeSUT(players: [])
    _ = try await env.players.create(PlayerCreate(name: "Eve"))
    let before = presenter.calls.count

    // When
    await sut.fetchPlayers(request: PlayerListScene.FetchPlayers.Request(reload: true))

    // Then: not loaded (no empty view) while loading, then the new row
    #expect(
      Array(presenter.calls.dropFirst(before)) == [
        PlayerListStates.players([], loaded: false), PlayerListStates.loading(.fetching, true),
        PlayerListStates.loading(.fetching, false),
        PlayerListStates.players([.fixture(id: 1, name: "Eve")]),
      ])
    #expect(env.players.calls.filter { $0 == .players }.count == 2)
  }

  @Test func givenPlayerAdded_whenPlayerAddReturns_thenLoadsTheListAgain() async throws {
    // Given: a player created on Player Add, whose router asks for a reload
    let (sut, presenter, env) = await makeSUT()
    _ = try await env.players.create(PlayerCreate(name: "Eve"))

    // When
    await sut.fetchPlayers(request: PlayerListScene.FetchPlayers.Request(reload: true))

    // Then
    #expect(
      presenter.calls.last == PlayerListStates.players(squad + [.fixture(id: 5, name: "Eve")]))
    #expect(env.players.calls.filter { $0 == .players }.count == 2)
  }

  @Test func givenPlayers_whenDetailReportsAnUpdate_thenReplacesTheRowWithoutReloading() async {
    // Given: Player Edit's router wrote the saved player into the data store
    let (sut, presenter, env) = await makeSUT()
    let bea = Player.completeFixture(id: 1, name: "Bea")
    sut.players[0] = bea

    // When
    await appear(sut)

    // Then
    #expect(presenter.calls.last == PlayerListStates.players([bea] + squad.dropFirst()))
    #expect(env.players.calls == [.players])
  }

  // MARK: - Modes and selection

  @Test func givenPlayers_whenSelectTapped_thenSelectionModeWithCheckboxesAndConfirmDisabled()
    async
  {
    // Given
    let (sut, presenter, _) = await makeSUT()

    // When
    sut.changeMode(request: PlayerListScene.ChangeMode.Request())

    // Then
    #expect(presenter.calls.last == PlayerListStates.players(squad, selecting: true))
  }

  @Test func givenSelectionMode_whenOneRowTicked_thenTitleCountsAndConfirmStaysDisabled() async {
    // Given
    let (sut, presenter, _) = await makeSUT()
    sut.changeMode(request: PlayerListScene.ChangeMode.Request())

    // When
    tick(sut, 2)

    // Then
    #expect(
      presenter.calls.last == PlayerListStates.players(squad, selecting: true, ticked: [squad[1]]))
  }

  @Test func givenTickedRow_whenTappedAgain_thenUntickedAndTitleIsPlayers() async {
    // Given
    let (sut, presenter, _) = await makeSUT()
    sut.changeMode(request: PlayerListScene.ChangeMode.Request())
    tick(sut, 3)

    // When
    tick(sut, 3)

    // Then
    #expect(presenter.calls.last == PlayerListStates.players(squad, selecting: true))
  }

  @Test func givenTickedRows_whenCancelTapped_thenListModeWithSelectionCleared() async {
    // Given
    let (sut, presenter, _) = await makeSUT()
    sut.changeMode(request: PlayerListScene.ChangeMode.Request())
    tick(sut, 1, 2)

    // When
    sut.changeMode(request: PlayerListScene.ChangeMode.Request())

    // Then
    #expect(presenter.calls.last == PlayerListStates.players(squad))
    #expect(sut.selectedPlayers.isEmpty)
  }

  @Test func givenSelectionMode_whenGatherEnds_thenBackInListModeWithoutReload() async {
    // Given: Gather's router wrote into the data store
    let (sut, presenter, env) = await makeSUT()
    sut.changeMode(request: PlayerListScene.ChangeMode.Request())
    tick(sut, 1, 2)
    sut.isSelecting = false

    // When
    await appear(sut)

    // Then
    #expect(presenter.calls.last == PlayerListStates.players(squad))
    #expect(sut.selectedPlayers.isEmpty)
    #expect(env.players.calls == [.players])
  }

  // MARK: - Data for the router

  @Test func givenListMode_whenRowTapped_thenThatPlayerIsKeptForDetail() async {
    // Given
    let (sut, presenter, _) = await makeSUT()
    let before = presenter.calls

    // When
    tick(sut, 2)

    // Then
    #expect(presenter.calls == before)
    #expect(sut.selectedPlayer?.hasSameContents(as: squad[1]) == true)
  }

  @Test func givenListMode_whenATapFallsOutsideTheRows_thenNoPlayerIsKept() async {
    // Given
    let (sut, _, _) = await makeSUT()
    tick(sut, 2)

    // When
    tick(sut, 10)

    // Then
    #expect(sut.selectedPlayer == nil)
  }

  @Test func givenPlayersTickedOutOfOrder_whenConfirmTapped_thenShowsThemInListOrder() async {
    // Given
    let (sut, presenter, _) = await makeSUT()
    sut.changeMode(request: PlayerListScene.ChangeMode.Request())
    tick(sut, 4, 1)

    // When
    sut.confirmSelection(request: PlayerListScene.ConfirmSelection.Request())

    // Then
    #expect(
      presenter.calls.last == .presentConfirmedSelection(.init(players: [squad[0], squad[3]])))
    #expect(sut.selectedPlayers.map(\.name) == ["Ana", "Dan"])
  }

  @Test func givenOnlyOneTicked_whenConfirmTapped_thenConfirmPlayersDoesNotOpen() async {
    // Given
    let (sut, presenter, _) = await makeSUT()
    sut.changeMode(request: PlayerListScene.ChangeMode.Request())
    tick(sut, 1)
    let callsBefore = presenter.calls

    // When
    sut.confirmSelection(request: PlayerListScene.ConfirmSelection.Request())

    // Then
    #expect(presenter.calls == callsBefore)
  }
}
