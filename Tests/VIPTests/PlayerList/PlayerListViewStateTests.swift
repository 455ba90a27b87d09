import Domain
import Layouts
import TestSupport
import Testing

@testable import VIP

/// The view state as the Player List presenter's display: each view model lands in the values
/// `PlayerListScreen` draws, or asks the router to move on.
@MainActor
@Suite struct PlayerListViewStateTests {
  private func makeSUT() -> (
    sut: PlayerListViewState, interactor: PlayerListBusinessLogicSpy,
    router: PlayerListRoutingLogicSpy, presenter: PlayerListPresenter
  ) {
    let interactor = PlayerListBusinessLogicSpy()
    let router = PlayerListRoutingLogicSpy()
    let sut = PlayerListViewState(
      interactor: interactor, router: router, sceneNavigation: ScenePath())
    let presenter = PlayerListPresenter()
    presenter.viewController = sut
    return (sut, interactor, router, presenter)
  }

  @Test func givenSelectionWithOneTicked_whenPresented_thenPlayersTickedIdsAndControlsAreShown() {
    // Given
    let (sut, _, _, presenter) = makeSUT()
    var selection = PlayerSelection()
    selection.toggle(Player.squad[1])

    // When
    presenter.presentPlayers(
      response: PlayerListScene.FetchPlayers.Response(
        players: Player.squad, isSelecting: true, selection: selection, isLoaded: true))

    // Then
    #expect(sut.values.players.map(\.name) == ["Ana", "Bruno", "Carla", "Dan"])
    #expect(sut.values.checkedIDs == [Player.squad[1].id])
    #expect(sut.values.isSelecting)
    #expect(sut.values.controls.title == "1 selected")
    #expect(!sut.values.showsEmptyView)
  }

  @Test func givenARenamedPlayer_whenPresentedAgain_thenTheValuesChangeAlthoughIdsAreEqual() {
    // Given: players compare by id, so only a hand-made observation sees the new name
    let (sut, _, _, presenter) = makeSUT()
    let response = { (players: [Player]) in
      PlayerListScene.FetchPlayers.Response(
        players: players, isSelecting: false, selection: PlayerSelection(), isLoaded: true)
    }
    presenter.presentPlayers(response: response([.fixture(id: 1, name: "Ana")]))
    let changed = ObservationFlag { _ = sut.values }

    // When
    presenter.presentPlayers(response: response([.fixture(id: 1, name: "Anabela")]))

    // Then
    #expect(changed.isRaised)
    #expect(sut.values.players.first?.name == "Anabela")
  }

  @Test func givenLoadingViewModels_whenDisplayed_thenInputAndOverlayFollowThem() {
    // Given
    let (sut, _, _, _) = makeSUT()

    // When
    sut.displayLoading(viewModel: .init(isUserInteractionEnabled: false, showsOverlay: false))
    let inputOffWhileLoading = !sut.isUserInteractionEnabled && !sut.values.isLoading
    sut.displayLoading(viewModel: .init(isUserInteractionEnabled: true, showsOverlay: true))

    // Then
    #expect(inputOffWhileLoading)
    #expect(sut.isUserInteractionEnabled)
    #expect(sut.values.isLoading)
  }

  @Test func givenErrorAndDeleteViewModels_whenDisplayed_thenTheirAlertsAreShown() {
    // Given
    let (sut, _, _, _) = makeSUT()

    // When
    sut.displayError(viewModel: .init(alert: AlertMessage(title: "Error", message: "Oops.")))
    sut.displayDeleteConfirmation(
      viewModel: .init(title: "t", message: "m", deleteTitle: "Delete", cancelTitle: "Cancel"))

    // Then
    #expect(sut.values.error == AlertMessage(title: "Error", message: "Oops."))
    #expect(
      sut.values.deleteConfirmation
        == AlertMessage(title: "t", message: "m", confirmTitle: "Delete", cancelTitle: "Cancel"))
  }

  @Test func givenConfirmedSelection_whenDisplayed_thenConfirmPlayersIsRouted() {
    // Given
    let (sut, _, router, _) = makeSUT()

    // When
    sut.displayConfirmedSelection(viewModel: PlayerListScene.ConfirmSelection.ViewModel())

    // Then
    #expect(router.calls == [.routeToConfirmPlayers])
  }

  @Test func givenPlayerAddReturned_whenReloadIsAsked_thenTheInteractorLoadsAgain() async {
    // Given
    let (sut, interactor, _, _) = makeSUT()

    // When
    await sut.reloadPlayers()

    // Then
    #expect(interactor.calls == [.fetchPlayers(reload: true)])
  }
}
