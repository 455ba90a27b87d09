import Domain
import TestSupport
import Testing

@testable import MVVM

/// Player List's view model without a view (SPEC §3.2): loading, Retry, and what Player Add and
/// Player Detail report back; modes and selection are in `PlayerListViewModelSelectionTests`,
/// deleting in `PlayerListViewModelDeleteTests`.
@MainActor
@Suite struct PlayerListViewModelTests {
  private let squad = Player.squad

  private func makeSUT(players: [Player] = Player.squad) -> (
    sut: PlayerListViewModel, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: players)
    return (PlayerListViewModel(playerService: env.players), env)
  }

  // MARK: - Loading

  @Test func givenNoPlayers_whenViewAppears_thenShowsEmptyViewAndDisablesSelect() async {
    // Given
    let (sut, _) = makeSUT(players: [])

    // When
    await sut.load()

    // Then
    #expect(sut.isEmptyViewShown)
    #expect(sut.rows.isEmpty)
    #expect(sut.controls.selectButton == ButtonState(title: "Select", isEnabled: false))
    #expect(sut.controls.actionButton == ButtonState(title: "Add player", isEnabled: true))
  }

  @Test func givenPlayers_whenViewAppears_thenShowsRowsInServerOrder() async {
    // Given
    let (sut, env) = makeSUT()

    // When
    await sut.load()

    // Then
    #expect(sut.controls.title == "Players")
    #expect(!sut.isEmptyViewShown)
    #expect(sut.controls.selectButton == ButtonState(title: "Select", isEnabled: true))
    #expect(sut.rows.map(\.player.name) == ["Ana", "Bruno", "Carla", "Dan"])
    #expect(sut.rows[2] == .of(squad[2]))
    #expect(sut.rows[1] == .of(squad[1]))
    #expect(env.players.calls == [.players])
  }

  @Test func givenLoadInFlight_whenViewAppears_thenInputIsOffUntilTheAnswer() async {
    // Given
    let (sut, env) = makeSUT()
    let input = Recorder { sut.isInteractionEnabled }
    let gate = env.players.control.suspend(.players)

    // When
    let appear = Task { await sut.load() }
    await gate.waitForArrival()

    // Then: no overlay, only input off
    #expect(input.values == [true, false])
    #expect(!sut.isLoading)
    gate.open()
    await appear.value
    #expect(input.values == [true, false, true])
    #expect(sut.rows.count == 4)
  }

  @Test func givenLoadedList_whenReloadFails_thenAlertsAndKeepsTheRows() async {
    // Given
    let (sut, env) = makeSUT()
    await sut.load()
    env.players.control.fail(.players, with: .transport)

    // When
    await sut.playerCreated()

    // Then
    #expect(
      sut.alert
        == .error(AlertMessage(title: "Error", message: "Could not connect to the server.")))
    #expect(sut.rows.count == 4)
    #expect(sut.isInteractionEnabled)
  }

  @Test func givenEmptyView_whenRetryTapped_thenHidesItAndLoadsAgain() async throws {
    // Given
    let (sut, env) = makeSUT(players: [])
    await sut.load()
    let emptyView = Recorder { sut.isEmptyViewShown }
    try await env.players.create(PlayerCreate(name: "Eve"))

    // When
    await sut.reload()

    // Then
    #expect(emptyView.values == [true, false])
    #expect(sut.rows.map(\.player.name) == ["Eve"])
    #expect(sut.controls.selectButton.isEnabled)
  }

  // MARK: - Reports from other screens

  @Test func givenPlayerAdded_whenPlayerAddReports_thenLoadsTheListAgain() async throws {
    // Given
    let (sut, env) = makeSUT()
    await sut.load()
    try await env.players.create(PlayerCreate(name: "Eve"))

    // When
    await sut.playerCreated()

    // Then
    #expect(sut.rows.map(\.player.name) == ["Ana", "Bruno", "Carla", "Dan", "Eve"])
    #expect(env.players.calls.filter { $0 == .players }.count == 2)
  }

  @Test func givenPlayers_whenDetailReportsAnUpdate_thenReplacesTheRowWithoutReloading() async {
    // Given
    let (sut, env) = makeSUT()
    await sut.load()

    // When
    sut.playerUpdated(.fixture(id: 3, name: "Carla", skill: .professional))

    // Then
    #expect(sut.rows[2].player.skill == .professional)
    #expect(sut.rows.count == 4)
    #expect(env.players.calls == [.players])
  }
}
