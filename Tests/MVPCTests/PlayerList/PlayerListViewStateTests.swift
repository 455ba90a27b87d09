import Domain
import Layouts
import TestSupport
import Testing

@testable import MVPC

/// Player List's view state as its presenter's passive view: the rows it reads from the
/// presenter, the controls and the alerts.
@MainActor
@Suite struct PlayerListViewStateTests {
  private func makeSUT() async -> (sut: PlayerListViewState, host: PathCoordinatorHost) {
    let env = TestEnvironment(players: Player.squad)
    let host = PathCoordinatorHost(environment: env.environment)
    await host.start { $0.didLogIn() }
    return (host.top(PlayerListViewState.self) ?? PlayerListViewState(), host)
  }

  @Test func givenPresenterRows_whenReloaded_thenEachRowShowsItsLinesAndCheckbox() async {
    // Given
    let (sut, _) = await makeSUT()
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
    let (sut, _) = await makeSUT()
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
    sut.showEmptyView(true)

    // Then
    #expect(sut.values.controls == controls)
    #expect(sut.values.showsEmptyView)
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
}
