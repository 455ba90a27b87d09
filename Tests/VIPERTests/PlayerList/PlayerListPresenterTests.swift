import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct PlayerListPresenterTests {
  private typealias SUT = PlayerListPresenterSUT

  // MARK: - Loading

  @Test func givenNewScreen_whenViewLoads_thenListModeWithSelectDisabled() async {
    // Given
    let sut = SUT(loaded: [])

    // When
    await sut.presenter.load()

    // Then
    #expect(
      sut.view.calls.first
        == .showControls(
          PlayerListControls(isSelecting: false, selectedCount: 0, hasPlayers: false))
    )
  }

  @Test func givenLoadInFlight_whenViewAppears_thenInputIsOffUntilTheAnswer() async {
    // Given
    let view = PlayerListViewSpy()
    let interactor = PlayerListInteractorInputProtocolSpy()
    let presenter = PlayerListPresenter(
      interactor: interactor, router: PlayerListRouterProtocolSpy())
    presenter.view = view

    // When
    await presenter.load()

    // Then
    #expect(
      view.calls == [
        .showControls(PlayerListControls(isSelecting: false, selectedCount: 0, hasPlayers: false)),
        .setUserInteractionEnabled(false),
      ])
    #expect(interactor.calls == [.fetchPlayers])
  }

  @Test func givenPlayers_whenViewAppears_thenShowsRowsInServerOrder() {
    // Given
    let sut = SUT(loaded: [])

    // When
    sut.presenter.didFetchPlayers(Player.squad, selection: nil)

    // Then
    #expect(
      sut.view.calls == [.setUserInteractionEnabled(true), .showEmptyView(false)] + SUT.listMode())
  }

  @Test func givenNoPlayers_whenViewAppears_thenShowsEmptyViewAndDisablesSelect() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didFetchPlayers([], selection: nil)

    // Then
    #expect(
      sut.view.calls == [.setUserInteractionEnabled(true), .showEmptyView(true)] + SUT.listMode([]))
  }

  @Test func givenLoadedList_whenReloadFails_thenAlertsAndKeepsTheRows() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didFailToFetchPlayers(with: .transport)

    // Then
    #expect(
      sut.view.calls == [
        .setUserInteractionEnabled(true),
        .showError(title: "Error", message: ServiceError.transport.message),
      ])
  }

  @Test func givenLoadedList_whenViewAppearsAgain_thenDoesNotReload() async {
    // Given
    let sut = SUT()
    await sut.presenter.load()

    // When
    await sut.presenter.load()

    // Then
    #expect(sut.interactor.calls == [.fetchPlayers])
  }

  @Test func givenEmptyView_whenRetryTapped_thenHidesItAndLoadsAgain() async {
    // Given
    let sut = SUT(loaded: [])

    // When
    await sut.presenter.retryTapped()

    // Then
    #expect(sut.view.calls == [.showEmptyView(false), .setUserInteractionEnabled(false)])
    #expect(sut.interactor.calls == [.fetchPlayers])
  }

  // MARK: - Rows and buttons

  @Test func givenListMode_whenRowTapped_thenShowsThatPlayersDetail() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didSelectPlayer(id: 2)
    sut.presenter.didPickPlayer(Player.squad[1])

    // Then
    #expect(sut.interactor.calls == [.pickPlayer(id: 2)])
    #expect(sut.router.calls == [.showPlayerDetail("Bruno")])
    #expect(sut.router.lastOutput === sut.presenter)
  }

  @Test func givenListMode_whenActionTapped_thenShowsPlayerAdd() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.actionTapped()

    // Then
    #expect(sut.router.calls == [.showPlayerAdd])
    #expect(sut.router.lastOutput === sut.presenter)
  }

  // MARK: - Modes and selection

  @Test func givenPlayers_whenSelectTapped_thenSelectionModeWithCheckboxesAndConfirmDisabled() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.selectTapped()
    sut.presenter.didUpdateList(Player.squad, selection: PlayerSelection())

    // Then
    #expect(sut.presenter.isSelecting)
    #expect(sut.interactor.calls == [.setSelecting(true)])
    #expect(sut.view.calls == SUT.selectionMode(ticked: []))
  }

  @Test func givenSelectionMode_whenRowsAreTicked_thenTitleCountsAndConfirmFollows() {
    // Given
    let sut = SUT()
    sut.enterSelectionMode()

    // When
    sut.presenter.didSelectPlayer(id: 3)
    sut.presenter.didUpdateList(Player.squad, selection: SUT.selection(ticked: [0, 2]))

    // Then
    #expect(sut.interactor.calls == [.toggleSelection(id: 3)])
    #expect(sut.view.calls == SUT.selectionMode(ticked: [0, 2]))
  }

  @Test func givenTickedRows_whenCancelTapped_thenListModeWithSelectionCleared() {
    // Given
    let sut = SUT()
    sut.enterSelectionMode()

    // When
    sut.presenter.selectTapped()
    sut.presenter.didUpdateList(Player.squad, selection: nil)

    // Then
    #expect(!sut.presenter.isSelecting)
    #expect(sut.interactor.calls == [.setSelecting(false)])
    #expect(sut.view.calls == SUT.listMode())
  }

  @Test func givenTickedPlayers_whenConfirmTapped_thenShowsConfirmPlayersWithThem() {
    // Given
    let sut = SUT()
    sut.enterSelectionMode()

    // When
    sut.presenter.actionTapped()
    sut.presenter.didConfirmSelection([Player.squad[1], Player.squad[3]])

    // Then
    #expect(sut.interactor.calls == [.confirmSelection])
    #expect(sut.router.calls == [.showConfirmPlayers(["Bruno", "Dan"])])
    #expect(sut.router.lastOutput === sut.presenter)
  }

  @Test func givenTwoTickedInSelectionMode_whenTheListLoadsAgain_thenTheTicksAndCountStay()
    async
  {
    // Given: the real interactor, which owns the selection, behind the presenter
    let env = TestEnvironment(players: Player.squad)
    let interactor = PlayerListInteractor(playerService: env.players)
    let sut = PlayerListPresenter(interactor: interactor, router: PlayerListRouterProtocolSpy())
    let view = PlayerListViewSpy()
    interactor.output = sut
    sut.view = view
    await sut.load()
    sut.selectTapped()
    sut.didSelectPlayer(id: 1)
    sut.didSelectPlayer(id: 3)

    // When
    await sut.retryTapped()

    // Then
    #expect(view.calls.suffix(2) == SUT.selectionMode(ticked: [0, 2]))
  }
}
