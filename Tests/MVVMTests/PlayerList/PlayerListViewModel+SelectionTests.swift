import Domain
import TestSupport
import Testing

@testable import MVVM

/// Player List's modes and selection: Select/Cancel, ticking rows, the
/// bottom button, the end of a gather, and where each tap asks to go (SPEC §3.2).
@MainActor
@Suite struct PlayerListViewModelSelectionTests {
  private let squad = Player.squad

  private func makeSUT() -> (
    sut: PlayerListViewModel, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    return (PlayerListViewModel(playerService: env.players), env)
  }

  /// A loaded list in selection mode.
  private func makeSelecting() async -> (
    sut: PlayerListViewModel, env: TestEnvironment
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
    let (sut, _) = makeSUT()
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
    let (sut, _) = await makeSelecting()

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
    let (sut, _) = await makeSelecting()
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
    let (sut, _) = await makeSelecting()
    sut.select(sut.rows[2].player)

    // When
    sut.select(sut.rows[2].player)

    // Then
    #expect(sut.controls.title == "Players")
    #expect(sut.rows.map(\.isChecked) == [false, false, false, false])
  }

  @Test func givenTickedRows_whenCancelTapped_thenListModeWithSelectionCleared() async {
    // Given
    let (sut, _) = await makeSelecting()
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
    let (sut, env) = await makeSelecting()
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
  }

  @Test func givenListMode_whenRowTapped_thenShowsThatPlayersDetail() async {
    // Given
    let (sut, _) = makeSUT()
    await sut.load()

    // When
    let route = sut.select(sut.rows[2].player)

    // Then
    #expect(route == .playerDetail(squad[2]))
  }

  @Test func givenListMode_whenActionButtonTapped_thenShowsPlayerAdd() async {
    // Given
    let (sut, _) = makeSUT()
    await sut.load()

    // When
    let route = sut.actionTapped()

    // Then
    #expect(route == .playerAdd)
  }

  @Test func givenPlayersTickedOutOfOrder_whenConfirmTapped_thenShowsThemInListOrder() async {
    // Given
    let (sut, _) = await makeSelecting()
    sut.select(sut.rows[3].player)
    sut.select(sut.rows[0].player)

    // When
    let route = sut.actionTapped()

    // Then: list order, not tap order
    #expect(route == .confirmPlayers([squad[0], squad[3]]))
  }

  @Test func givenOnlyOneTicked_whenConfirmTapped_thenNothingHappens() async {
    // Given
    let (sut, _) = await makeSelecting()
    sut.select(sut.rows[0].player)

    // When
    let route = sut.actionTapped()

    // Then
    #expect(route == nil)
  }
}
