import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct PlayerListPresenterTests {
  private typealias SUT = PlayerListPresenterSUT

  // MARK: - Loading

  @Test func givenNewScreen_whenViewLoads_thenListModeWithSelectDisabled() {
    // Given
    let view = PlayerListViewProtocolSpy()
    let presenter = PlayerListPresenter(
      interactor: PlayerListInteractorInputProtocolSpy(), router: PlayerListRouterProtocolSpy())
    presenter.view = view

    // When
    presenter.viewDidLoad()

    // Then
    #expect(
      view.calls == [
        .setTitle("Players"), .setSelectButton(title: "Select", isEnabled: false),
        .setActionButton(title: "Add player", isEnabled: true),
      ])
  }

  @Test func givenLoadInFlight_whenViewAppears_thenInputIsOffUntilTheAnswer() async {
    // Given
    let view = PlayerListViewProtocolSpy()
    let interactor = PlayerListInteractorInputProtocolSpy()
    let presenter = PlayerListPresenter(
      interactor: interactor, router: PlayerListRouterProtocolSpy())
    presenter.view = view

    // When
    await presenter.viewWillAppear()

    // Then
    #expect(view.calls == [.setUserInteractionEnabled(false)])
    #expect(interactor.calls == [.fetchPlayers])
  }

  @Test func givenPlayers_whenViewAppears_thenShowsRowsInServerOrderWithDashes() {
    // Given
    let sut = SUT(loaded: [])

    // When
    sut.presenter.didFetchPlayers(Player.squad)

    // Then
    #expect(
      sut.view.calls == [
        .setUserInteractionEnabled(true), .hideEmptyView,
        .showPlayers(SUT.squadRows, canDelete: true), .setTitle("Players"),
        .setSelectButton(title: "Select", isEnabled: true),
        .setActionButton(title: "Add player", isEnabled: true),
      ])
  }

  @Test func givenNoPlayers_whenViewAppears_thenShowsEmptyViewAndDisablesSelect() {
    // Given
    let sut = SUT(loaded: [])

    // When
    sut.presenter.didFetchPlayers([])

    // Then
    #expect(
      sut.view.calls == [
        .setUserInteractionEnabled(true),
        .showEmptyView(message: "There aren't any players for your user."),
        .showPlayers([], canDelete: true), .setTitle("Players"),
        .setSelectButton(title: "Select", isEnabled: false),
        .setActionButton(title: "Add player", isEnabled: true),
      ])
  }

  @Test func givenLoadedList_whenReloadFails_thenAlertsAndKeepsTheRows() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didFailToFetchPlayers(with: .transport)

    // Then: input back on, an alert, and no row touched
    #expect(
      sut.view.calls == [
        .setUserInteractionEnabled(true),
        .showError(title: "Error", message: "Could not connect to the server."),
      ])
  }

  @Test func givenLoadedList_whenViewAppearsAgain_thenDoesNotReload() async {
    // Given
    let sut = SUT()
    await sut.presenter.viewWillAppear()

    // When
    await sut.presenter.viewWillAppear()

    // Then
    #expect(sut.interactor.calls == [.fetchPlayers])
  }

  @Test func givenEmptyView_whenRetryTapped_thenHidesItAndLoadsAgain() async {
    // Given
    let sut = SUT(loaded: [])

    // When
    await sut.presenter.retryTapped()

    // Then
    #expect(sut.view.calls == [.hideEmptyView, .setUserInteractionEnabled(false)])
    #expect(sut.interactor.calls == [.fetchPlayers])
  }

  // MARK: - Navigation

  @Test func givenListMode_whenRowTapped_thenShowsThatPlayersDetail() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didSelectRow(at: 1)

    // Then: the presenter hears the edit as Player Detail's module output
    #expect(sut.router.calls == [.showPlayerDetail("Bruno")])
    #expect(sut.router.lastOutput === sut.presenter)
    #expect(sut.view.calls.isEmpty)
  }

  @Test func givenListMode_whenActionButtonTapped_thenShowsPlayerAdd() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.actionTapped()

    // Then
    #expect(sut.router.calls == [.showPlayerAdd])
    #expect(sut.router.lastOutput === sut.presenter)
  }
}
