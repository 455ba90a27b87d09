import Domain
import Layouts
import TestSupport
import Testing

@testable import MVP

/// Player List's view state as its presenter's passive view: the rows it reads from the
/// presenter, the controls, the alerts and the pushes it asks the stack for.
@MainActor
@Suite struct PlayerListViewStateTests {
  private func makeSUT(players: [Player] = Player.squad) async -> (
    sut: PlayerListViewState, router: ScreenRouter, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: players)
    let router = ScreenRouter(environment: env.environment)
    router.showPlayerList()
    let sut = router.top(PlayerListViewState.self) ?? PlayerListViewState()
    await sut.presenter?.load()
    return (sut, router, env)
  }

  @Test func givenPresenterRows_whenReloaded_thenEachRowShowsItsLinesAndCheckbox() async {
    // Given
    let (sut, _, _) = await makeSUT()
    sut.presenter?.selectTapped()
    sut.presenter?.didSelectRow(at: 1)

    // When
    sut.reloadData()

    // Then
    #expect(sut.values.players == Player.squad)
    #expect(sut.values.isSelecting)
    #expect(sut.values.checkedIDs == [Player.squad[1].id])
  }

  @Test func givenShownRows_whenPresenterUpdatesAndDeletesRows_thenTheTableFollows() async {
    // Given
    let (sut, _, _) = await makeSUT()
    var bea = Player.squad[0]
    bea.name = "Bea"

    // When
    sut.presenter?.playerDetail(didUpdate: bea)
    sut.presenter?.deleteTapped(at: 1)
    await sut.presenter?.deleteConfirmed()

    // Then
    #expect(sut.values.players.map(\.name) == ["Bea"] + Player.squad[2...].map(\.name))
  }

  @Test func givenShownView_whenPresenterSetsTitleAndButtons_thenBarAndBottomButtonShowThem() {
    // Given
    let sut = PlayerListViewState()
    let controls = PlayerListControls(isSelecting: true, selectedCount: 1, hasPlayers: true)

    // When
    sut.showControls(controls)

    // Then
    #expect(sut.values.controls == controls)
  }

  @Test func givenTable_whenPresenterShowsThenHidesTheEmptyView_thenOneOfThemIsVisible() {
    // Given
    let sut = PlayerListViewState()

    // When
    sut.showEmptyView(true)
    let emptyShown = sut.values.showsEmptyView
    sut.showEmptyView(false)

    // Then
    #expect(emptyShown)
    #expect(!sut.values.showsEmptyView)
  }

  @Test func givenShownView_whenPresenterShowsLoadingAndAnError_thenBothAreOnScreen() {
    // Given
    let sut = PlayerListViewState()

    // When
    sut.showLoading()
    let wasLoading = sut.values.isLoading
    sut.hideLoading()
    sut.setUserInteractionEnabled(false)
    sut.showDeleteConfirmation(title: "Delete player", message: "Are you sure?")
    sut.showError(title: "Error", message: "Could not connect to the server.")

    // Then
    #expect(wasLoading && !sut.values.isLoading)
    #expect(!sut.isInteractionEnabled)
    #expect(
      sut.values.deleteConfirmation
        == AlertMessage(title: "Delete player", message: "Are you sure?"))
    #expect(
      sut.values.error == AlertMessage(title: "Error", message: "Could not connect to the server."))
  }

  @Test func givenShownView_whenPresenterAsksForEachScreen_thenNavigatorIsAskedInTurn() async {
    // Given
    let (sut, router, _) = await makeSUT()
    let ana = Player.squad[0]

    // When
    sut.showPlayerDetail(for: ana)
    sut.showPlayerAdd()
    sut.showConfirmPlayers(with: [ana])

    // Then
    #expect(router.screenNames == ["playerList", "playerDetail", "playerAdd", "confirmPlayers"])
  }

  @Test func givenSelectionModeUnderGather_whenGatherEnds_thenPopsBackInListMode() async {
    // Given
    let (sut, router, _) = await makeSUT()
    sut.presenter?.selectTapped()
    sut.showConfirmPlayers(with: [Player.squad[0]])
    router.showGather(with: .fixture(), delegate: sut)

    // When
    sut.gatherDidEnd()

    // Then
    #expect(router.screenNames == ["playerList"])
    #expect(!sut.values.isSelecting)
    #expect(sut.values.controls.selectButton.title == "Select")
  }
}
