import Domain
import TestSupport
import Testing

@testable import MVVM

/// Player List's modes and selection (`+Selection`): Select/Cancel, ticking rows, the
/// bottom button, the end of a gather, and where each tap asks to go (SPEC §3.2).
@MainActor
@Suite struct PlayerListViewModelSelectionTests {
  private let squad = Player.squad

  private func makeSUT() -> (
    sut: PlayerListViewModel, actions: NavigationSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    let actions = NavigationSpy()
    let sut = PlayerListViewModel(
      playerService: env.players, gatherService: env.gathers, clock: env.clock,
      actions: actions.actions)
    return (sut, actions, env)
  }

  /// A loaded list in selection mode.
  private func makeSelecting() async -> (
    sut: PlayerListViewModel, actions: NavigationSpy, env: TestEnvironment
  ) {
    let made = makeSUT()
    await made.sut.load()
    made.sut.selectTapped()
    return made
  }

  @Test func givenPlayers_whenSelectTapped_thenSelectionModeWithCheckboxesAndConfirmDisabled()
    async
  {
    // Given
    let (sut, _, _) = makeSUT()
    await sut.load()

    // When
    sut.selectTapped()

    // Then
    #expect(sut.controls.title == "Players")
    #expect(sut.controls.selectButton == ButtonState(title: "Cancel", isEnabled: true))
    #expect(
      sut.controls.actionButton == ButtonState(title: "Confirm players", isEnabled: false))
    #expect(sut.rows == squad.map { .of($0, checkbox: false) })
  }

  @Test func givenSelectionMode_whenOneRowTicked_thenTitleCountsAndConfirmStaysDisabled() async {
    // Given
    let (sut, _, _) = await makeSelecting()

    // When
    sut.select(sut.rows[1].player)

    // Then
    #expect(sut.controls.title == "1 selected")
    #expect(
      sut.controls.actionButton == ButtonState(title: "Confirm players", isEnabled: false))
    #expect(sut.rows.map(\.isChecked) == [false, true, false, false])
  }

  @Test func givenOneTicked_whenSecondRowTicked_thenConfirmIsEnabled() async {
    // Given
    let (sut, _, _) = await makeSelecting()
    sut.select(sut.rows[0].player)
    let controls = Recorder { sut.controls }

    // When
    sut.select(sut.rows[3].player)

    // Then
    #expect(controls.values.map(\.title) == ["1 selected", "2 selected"])
    #expect(
      sut.controls.actionButton == ButtonState(title: "Confirm players", isEnabled: true))
  }

  @Test func givenTickedRow_whenTappedAgain_thenUntickedAndTitleIsPlayers() async {
    // Given
    let (sut, _, _) = await makeSelecting()
    sut.select(sut.rows[2].player)

    // When
    sut.select(sut.rows[2].player)

    // Then
    #expect(sut.controls.title == "Players")
    #expect(sut.rows.map(\.isChecked) == [false, false, false, false])
  }

  @Test func givenTickedRows_whenCancelTapped_thenListModeWithSelectionCleared() async {
    // Given
    let (sut, _, _) = await makeSelecting()
    sut.select(sut.rows[0].player)
    sut.select(sut.rows[1].player)

    // When
    sut.selectTapped()
    sut.selectTapped()

    // Then: back in list mode and in again, nobody is ticked
    #expect(sut.rows.map(\.isChecked) == [false, false, false, false])
    #expect(sut.controls.title == "Players")
    sut.selectTapped()
    #expect(sut.rows == squad.map { .of($0) })
    #expect(sut.controls.selectButton == ButtonState(title: "Select", isEnabled: true))
    #expect(sut.controls.actionButton == ButtonState(title: "Add player", isEnabled: true))
  }

  @Test func givenSelectionMode_whenGatherEnds_thenBackInListModeWithoutReload() async {
    // Given
    let (sut, actions, env) = await makeSelecting()
    sut.select(sut.rows[0].player)
    sut.select(sut.rows[1].player)

    // When
    sut.gatherEnded()

    // Then
    #expect(sut.controls.title == "Players")
    #expect(sut.controls.selectButton == ButtonState(title: "Select", isEnabled: true))
    #expect(sut.controls.actionButton == ButtonState(title: "Add player", isEnabled: true))
    #expect(sut.rows == squad.map { .of($0) })
    #expect(env.players.calls == [.players])
    #expect(actions.calls == [.returnTo(.playerList(sut))])
  }

  @Test func givenListMode_whenRowTapped_thenShowsThatPlayersDetail() async {
    // Given
    let (sut, actions, _) = makeSUT()
    await sut.load()

    // When
    sut.select(sut.rows[2].player)

    // Then
    #expect(actions.calls == [.showPlayerDetail(squad[2])])
  }

  @Test func givenListMode_whenActionButtonTapped_thenShowsPlayerAdd() async {
    // Given
    let (sut, actions, _) = makeSUT()
    await sut.load()

    // When
    sut.actionTapped()

    // Then
    #expect(actions.calls == [.showPlayerAdd])
  }

  @Test func givenPlayersTickedOutOfOrder_whenConfirmTapped_thenShowsThemInListOrder() async {
    // Given
    let (sut, actions, _) = await makeSelecting()
    sut.select(sut.rows[3].player)
    sut.select(sut.rows[0].player)

    // When
    sut.actionTapped()

    // Then: list order, not tap order
    #expect(actions.calls == [.showConfirmPlayers(bench: ["Ana", "Dan"])])
  }

  @Test func givenOnlyOneTicked_whenConfirmTapped_thenNothingHappens() async {
    // Given
    let (sut, actions, _) = await makeSelecting()
    sut.select(sut.rows[0].player)

    // When
    sut.actionTapped()

    // Then
    #expect(actions.calls.isEmpty)
  }
}
