import Domain
import TestSupport
import Testing

@testable import MVVM

@MainActor
@Suite struct PlayerListViewModelTests {
  private let squad = Player.squad

  private func makeSUT(players: [Player] = Player.squad) -> (
    sut: PlayerListViewModel, actions: PlayerListActionsSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: players)
    let actions = PlayerListActionsSpy()
    let sut = PlayerListViewModel(playerService: env.players, actions: actions.actions)
    return (sut, actions, env)
  }

  /// A loaded list in selection mode.
  private func makeSelecting() async -> (
    sut: PlayerListViewModel, actions: PlayerListActionsSpy, env: TestEnvironment
  ) {
    let made = makeSUT()
    await made.sut.viewWillAppear()
    made.sut.selectTapped()
    return made
  }

  // MARK: - Loading

  @Test func givenNoPlayers_whenViewAppears_thenShowsEmptyViewAndDisablesSelect() async {
    // Given
    let (sut, _, _) = makeSUT(players: [])

    // When
    await sut.viewWillAppear()

    // Then
    #expect(sut.isEmptyViewShown.value)
    #expect(sut.rows.value.isEmpty)
    #expect(sut.controls.value.selectButton == ButtonState(title: "Select", isEnabled: false))
    #expect(sut.controls.value.actionButton == ButtonState(title: "Add player", isEnabled: true))
  }

  @Test func givenPlayers_whenViewAppears_thenShowsRowsInServerOrderWithDashes() async {
    // Given
    let (sut, _, env) = makeSUT()

    // When
    await sut.viewWillAppear()

    // Then
    #expect(sut.controls.value.title == "Players")
    #expect(!sut.isEmptyViewShown.value)
    #expect(sut.controls.value.selectButton == ButtonState(title: "Select", isEnabled: true))
    #expect(sut.rows.value.map(\.player.name) == ["Ana", "Bruno", "Carla", "Dan"])
    #expect(sut.rows.value[2] == .of(squad[2]))
    #expect(sut.rows.value[1] == .of(squad[1]))
    #expect(env.players.calls == [.players])
  }

  @Test func givenLoadInFlight_whenViewAppears_thenInputIsOffUntilTheAnswer() async {
    // Given
    let (sut, _, env) = makeSUT()
    let input = Recorder(sut.isInteractionEnabled)
    let gate = env.players.control.suspend(.players)

    // When
    let appear = Task { await sut.viewWillAppear() }
    await gate.waitForArrival()

    // Then: no overlay, only input off
    #expect(input.values == [true, false])
    #expect(!sut.isLoading.value)
    gate.open()
    await appear.value
    #expect(input.values == [true, false, true])
    #expect(sut.rows.value.count == 4)
  }

  @Test func givenLoadedList_whenViewAppearsAgain_thenDoesNotReload() async {
    // Given
    let (sut, _, env) = makeSUT()
    await sut.viewWillAppear()

    // When
    await sut.viewWillAppear()

    // Then
    #expect(env.players.calls == [.players])
  }

  @Test func givenLoadedList_whenReloadFails_thenAlertsAndKeepsTheRows() async {
    // Given
    let (sut, _, env) = makeSUT()
    await sut.viewWillAppear()
    env.players.control.fail(.players, with: .transport)

    // When
    await sut.playerCreated()

    // Then
    #expect(
      sut.alert.value
        == .error(AlertMessage(title: "Error", message: "Could not connect to the server.")))
    #expect(sut.rows.value.count == 4)
    #expect(sut.isInteractionEnabled.value)
  }

  @Test func givenEmptyView_whenRetryTapped_thenHidesItAndLoadsAgain() async throws {
    // Given
    let (sut, _, env) = makeSUT(players: [])
    await sut.viewWillAppear()
    let emptyView = Recorder(sut.isEmptyViewShown)
    try await env.players.create(PlayerCreate(name: "Eve"))

    // When
    await sut.retryTapped()

    // Then
    #expect(emptyView.values == [true, false, false])
    #expect(sut.rows.value.map(\.player.name) == ["Eve"])
    #expect(sut.controls.value.selectButton.isEnabled)
  }

  @Test func givenPlayerAdded_whenPlayerAddReports_thenLoadsTheListAgain() async throws {
    // Given
    let (sut, _, env) = makeSUT()
    await sut.viewWillAppear()
    try await env.players.create(PlayerCreate(name: "Eve"))

    // When
    await sut.playerCreated()

    // Then
    #expect(sut.rows.value.map(\.player.name) == ["Ana", "Bruno", "Carla", "Dan", "Eve"])
    #expect(env.players.calls.filter { $0 == .players }.count == 2)
  }

  // MARK: - Modes and selection

  @Test func givenPlayers_whenSelectTapped_thenSelectionModeWithCheckboxesAndConfirmDisabled()
    async
  {
    // Given
    let (sut, _, _) = makeSUT()
    await sut.viewWillAppear()

    // When
    sut.selectTapped()

    // Then
    #expect(sut.controls.value.title == "Players")
    #expect(sut.controls.value.selectButton == ButtonState(title: "Cancel", isEnabled: true))
    #expect(
      sut.controls.value.actionButton == ButtonState(title: "Confirm players", isEnabled: false))
    #expect(sut.rows.value == squad.map { .of($0, checkbox: false) })
  }

  @Test func givenSelectionMode_whenOneRowTicked_thenTitleCountsAndConfirmStaysDisabled() async {
    // Given
    let (sut, _, _) = await makeSelecting()

    // When
    sut.didSelectRow(at: 1)

    // Then
    #expect(sut.controls.value.title == "1 selected")
    #expect(
      sut.controls.value.actionButton == ButtonState(title: "Confirm players", isEnabled: false))
    #expect(sut.rows.value.map(\.isChecked) == [false, true, false, false])
  }

  @Test func givenOneTicked_whenSecondRowTicked_thenConfirmIsEnabled() async {
    // Given
    let (sut, _, _) = await makeSelecting()
    sut.didSelectRow(at: 0)
    let controls = Recorder(sut.controls)

    // When
    sut.didSelectRow(at: 3)

    // Then
    #expect(controls.values.map(\.title) == ["1 selected", "2 selected"])
    #expect(
      sut.controls.value.actionButton == ButtonState(title: "Confirm players", isEnabled: true))
  }

  @Test func givenTickedRow_whenTappedAgain_thenUntickedAndTitleIsPlayers() async {
    // Given
    let (sut, _, _) = await makeSelecting()
    sut.didSelectRow(at: 2)

    // When
    sut.didSelectRow(at: 2)

    // Then
    #expect(sut.controls.value.title == "Players")
    #expect(sut.rows.value.map(\.isChecked) == [false, false, false, false])
  }

  @Test func givenTickedRows_whenCancelTapped_thenListModeWithSelectionCleared() async {
    // Given
    let (sut, _, _) = await makeSelecting()
    sut.didSelectRow(at: 0)
    sut.didSelectRow(at: 1)

    // When
    sut.selectTapped()
    sut.selectTapped()

    // Then: back in list mode and in again, nobody is ticked
    #expect(sut.rows.value.map(\.isChecked) == [false, false, false, false])
    #expect(sut.controls.value.title == "Players")
    sut.selectTapped()
    #expect(sut.rows.value == squad.map { .of($0) })
    #expect(sut.controls.value.selectButton == ButtonState(title: "Select", isEnabled: true))
    #expect(sut.controls.value.actionButton == ButtonState(title: "Add player", isEnabled: true))
  }

  @Test func givenSelectionMode_whenGatherEnds_thenBackInListModeWithoutReload() async {
    // Given
    let (sut, _, env) = await makeSelecting()
    sut.didSelectRow(at: 0)
    sut.didSelectRow(at: 1)

    // When
    sut.gatherEnded()

    // Then
    #expect(sut.controls.value.title == "Players")
    #expect(sut.controls.value.selectButton == ButtonState(title: "Select", isEnabled: true))
    #expect(sut.controls.value.actionButton == ButtonState(title: "Add player", isEnabled: true))
    #expect(sut.rows.value == squad.map { .of($0) })
    #expect(env.players.calls == [.players])
  }

  @Test func givenListMode_whenRowTapped_thenShowsThatPlayersDetail() async {
    // Given
    let (sut, actions, _) = makeSUT()
    await sut.viewWillAppear()

    // When
    sut.didSelectRow(at: 2)

    // Then
    #expect(actions.calls == [.showPlayerDetail(squad[2])])
  }

  @Test func givenListMode_whenActionButtonTapped_thenShowsPlayerAdd() async {
    // Given
    let (sut, actions, _) = makeSUT()
    await sut.viewWillAppear()

    // When
    sut.actionTapped()

    // Then
    #expect(actions.calls == [.showPlayerAdd])
  }

  @Test func givenPlayersTickedOutOfOrder_whenConfirmTapped_thenShowsThemInListOrder() async {
    // Given
    let (sut, actions, _) = await makeSelecting()
    sut.didSelectRow(at: 3)
    sut.didSelectRow(at: 0)

    // When
    sut.actionTapped()

    // Then: list order, not tap order
    #expect(actions.calls == [.showConfirmPlayers([squad[0], squad[3]])])
  }

  @Test func givenOnlyOneTicked_whenConfirmTapped_thenNothingHappens() async {
    // Given
    let (sut, actions, _) = await makeSelecting()
    sut.didSelectRow(at: 0)

    // When
    sut.actionTapped()

    // Then
    #expect(actions.calls.isEmpty)
  }

  @Test func givenPlayers_whenDetailReportsAnUpdate_thenReplacesTheRowWithoutReloading() async {
    // Given
    let (sut, _, env) = makeSUT()
    await sut.viewWillAppear()

    // When
    sut.playerUpdated(.fixture(id: 3, name: "Carla", skill: .professional))

    // Then
    #expect(sut.rows.value[2].player.skill == .professional)
    #expect(sut.rows.value.count == 4)
    #expect(env.players.calls == [.players])
  }
}
