import Domain
import TestSupport
import Testing

@testable import MVPC

@MainActor
@Suite struct PlayerListPresenterTests {
  private func makeSUT(players: [Player] = Player.squad) -> (
    sut: PlayerListPresenter, view: PlayerListViewSpy, env: TestEnvironment,
    delegate: PlayerListPresenterDelegateSpy
  ) {
    let env = TestEnvironment(players: players)
    let view = PlayerListViewSpy()
    let delegate = PlayerListPresenterDelegateSpy()
    let sut = PlayerListPresenter(view: view, playerService: env.players, delegate: delegate)
    return (sut, view, env, delegate)
  }

  /// A presenter that has appeared and loaded `players`, with the spy's record cleared.
  private func makeLoadedSUT(players: [Player] = Player.squad) async -> (
    sut: PlayerListPresenter, view: PlayerListViewSpy, env: TestEnvironment,
    delegate: PlayerListPresenterDelegateSpy
  ) {
    let (sut, view, env, delegate) = makeSUT(players: players)
    await sut.load()
    view.reset()
    return (sut, view, env, delegate)
  }

  private func rows(of sut: PlayerListPresenter) -> [PlayerListRow] {
    (0..<sut.numberOfRows).compactMap(sut.row(at:))
  }

  // MARK: - Loading

  @Test func givenNoPlayers_whenViewAppears_thenShowsEmptyViewAndDisablesSelect() async {
    // Given
    let (sut, view, env, _) = makeSUT(players: [])

    // When
    await sut.load()

    // Then
    #expect(
      view.calls
        == listMode(selectEnabled: false) + [
          .setUserInteractionEnabled(false), .setUserInteractionEnabled(true),
          .showEmptyView(true), .reloadData,
        ] + listMode(selectEnabled: false))
    #expect(sut.numberOfRows == 0)
    #expect(env.players.calls == [.players])
  }

  @Test func givenPlayers_whenViewAppears_thenShowsRowsInServerOrder() async {
    // Given
    let squad = [
      Player.fixture(id: 7, name: "Zoe", skill: .amateur, position: .goalkeeper),
      Player.fixture(id: 2, name: "Ana"),
    ]
    let (sut, view, _, _) = makeSUT(players: squad)

    // When
    await sut.load()

    // Then
    #expect(
      view.calls
        == listMode(selectEnabled: false) + [
          .setUserInteractionEnabled(false), .setUserInteractionEnabled(true),
          .showEmptyView(false),
          .reloadData,
        ] + listMode(selectEnabled: true))
    #expect(
      rows(of: sut) == [
        PlayerListRow(player: squad[0], isChecked: nil),
        PlayerListRow(player: squad[1], isChecked: nil),
      ])
  }

  @Test func givenLoadInFlight_whenViewAppears_thenInputIsOffUntilTheAnswer() async {
    // Given
    let (sut, view, env, _) = makeSUT()
    let gate = env.players.control.suspend(.players)

    // When
    let appearance = Task { await sut.load() }
    await gate.waitForArrival()

    // Then
    #expect(view.calls == listMode(selectEnabled: false) + [.setUserInteractionEnabled(false)])
    gate.open()
    await appearance.value
    #expect(
      view.calls
        == listMode(selectEnabled: false) + [
          .setUserInteractionEnabled(false), .setUserInteractionEnabled(true),
          .showEmptyView(false),
          .reloadData,
        ] + listMode(selectEnabled: true))
  }

  @Test func givenLoadedList_whenViewAppearsAgain_thenDoesNotReload() async {
    // Given
    let (sut, view, env, _) = await makeLoadedSUT()

    // When
    await sut.load()

    // Then
    #expect(view.calls.isEmpty)
    #expect(env.players.calls == [.players])
  }

  @Test func givenLoadedList_whenReloadFails_thenAlertsAndKeepsTheRows() async {
    // Given
    let (sut, view, env, _) = await makeLoadedSUT()
    env.players.control.fail(.players, with: .transport)

    // When
    await sut.playerAddDidCreatePlayer()

    // Then
    #expect(
      view.calls == [
        .setUserInteractionEnabled(false), .setUserInteractionEnabled(true),
        .showError(title: "Error", message: "Could not connect to the server."),
      ])
    #expect(sut.numberOfRows == Player.squad.count)
  }

  @Test func givenEmptyView_whenRetryTapped_thenHidesItAndLoadsAgain() async throws {
    // Given
    let (sut, view, env, _) = await makeLoadedSUT(players: [])
    try await env.players.create(PlayerCreate(name: "Eva"))

    // When
    await sut.retryTapped()

    // Then
    #expect(
      view.calls
        == [
          .showEmptyView(false), .setUserInteractionEnabled(false),
          .setUserInteractionEnabled(true),
          .showEmptyView(false), .reloadData,
        ] + listMode(selectEnabled: true))
    #expect(rows(of: sut).map(\.player.name) == ["Eva"])
  }

  @Test func givenPlayerAdded_whenPlayerAddReports_thenLoadsTheListAgain() async throws {
    // Given
    let (sut, _, env, _) = await makeLoadedSUT()
    try await env.players.create(PlayerCreate(name: "Eva"))

    // When
    await sut.playerAddDidCreatePlayer()

    // Then
    #expect(env.players.calls.filter { $0 == .players }.count == 2)
    #expect(rows(of: sut).map(\.player.name) == ["Ana", "Bruno", "Carla", "Dan", "Eva"])
  }

  // MARK: - Rows

  @Test func givenNoSuchRow_whenReadOrTapped_thenThereIsNoRowAndNothingIsShown() async {
    // Given
    let (sut, view, _, delegate) = await makeLoadedSUT()

    // When
    sut.didSelectRow(at: 4)
    sut.deleteTapped(at: -1)
    sut.selectTapped()
    view.reset()
    sut.didSelectRow(at: 4)

    // Then
    #expect(sut.row(at: 4) == nil)
    #expect(!sut.canDeleteRow(at: 4))
    #expect(view.calls.isEmpty && delegate.calls.isEmpty)
  }

  // MARK: - Modes and selection

  @Test func givenPlayers_whenSelectTapped_thenSelectionModeWithCheckboxesAndConfirmDisabled()
    async
  {
    // Given
    let (sut, view, _, _) = await makeLoadedSUT()

    // When
    sut.selectTapped()

    // Then
    #expect(view.calls == selectionMode(selected: 0) + [.reloadData])
    #expect(rows(of: sut).allSatisfy { $0.isChecked == false })
  }

  @Test func givenSelectionMode_whenOneRowTicked_thenTitleCountsAndConfirmStaysDisabled() async {
    // Given
    let (sut, view, _, _) = await makeLoadedSUT()
    sut.selectTapped()
    view.reset()

    // When
    sut.didSelectRow(at: 2)

    // Then
    #expect(
      view.calls == selectionMode(selected: 1) + [.reloadRow(at: 2)])
    #expect(rows(of: sut).map(\.isChecked) == [false, false, true, false])
  }

  @Test func givenOneTicked_whenSecondRowTicked_thenConfirmIsEnabled() async {
    // Given
    let (sut, view, _, _) = await makeLoadedSUT()
    sut.selectTapped()
    sut.didSelectRow(at: 2)
    view.reset()

    // When
    sut.didSelectRow(at: 0)

    // Then
    #expect(
      view.calls == selectionMode(selected: 2) + [.reloadRow(at: 0)])
  }

  @Test func givenTickedRow_whenTappedAgain_thenUntickedAndTitleIsPlayers() async {
    // Given
    let (sut, view, _, _) = await makeLoadedSUT()
    sut.selectTapped()
    sut.didSelectRow(at: 1)
    view.reset()

    // When
    sut.didSelectRow(at: 1)

    // Then
    #expect(
      view.calls == selectionMode(selected: 0) + [.reloadRow(at: 1)])
    #expect(sut.row(at: 1)?.isChecked == false)
  }

  @Test func givenTickedRows_whenCancelTapped_thenListModeWithSelectionCleared() async {
    // Given
    let (sut, view, _, _) = await makeLoadedSUT()
    sut.selectTapped()
    sut.didSelectRow(at: 0)
    sut.didSelectRow(at: 1)
    view.reset()

    // When
    sut.selectTapped()
    // Selecting again shows whether the ticks were cleared rather than only hidden.
    sut.selectTapped()

    // Then
    let leaving: [PlayerListViewSpy.Call] = listMode(selectEnabled: true) + [.reloadData]
    let entering = selectionMode(selected: 0) + [.reloadData]
    #expect(view.calls == leaving + entering)
    #expect(rows(of: sut).allSatisfy { $0.isChecked == false })
  }

  @Test func givenSelectionMode_whenGatherEnds_thenBackInListModeWithoutReload() async {
    // Given
    let (sut, view, env, _) = await makeLoadedSUT()
    sut.selectTapped()
    sut.didSelectRow(at: 0)
    sut.didSelectRow(at: 1)
    view.reset()

    // When
    sut.gatherDidEnd()

    // Then
    #expect(view.calls == listMode(selectEnabled: true) + [.reloadData])
    #expect(rows(of: sut).allSatisfy { $0.isChecked == nil })
    #expect(env.players.calls == [.players])
  }

  // MARK: - Navigation

  @Test func givenListMode_whenRowTapped_thenShowsThatPlayersDetail() async {
    // Given
    let (sut, view, _, delegate) = await makeLoadedSUT()

    // When
    sut.didSelectRow(at: 1)

    // Then
    #expect(view.calls.isEmpty)
    #expect(delegate.calls == [.didSelectPlayer(Player.squad[1])])
  }

  @Test func givenListMode_whenActionButtonTapped_thenShowsPlayerAdd() async {
    // Given
    let (sut, view, _, delegate) = await makeLoadedSUT()

    // When
    sut.actionTapped()

    // Then
    #expect(view.calls.isEmpty)
    #expect(delegate.calls == [.didTapAddPlayer])
  }

  @Test func givenPlayersTickedOutOfOrder_whenConfirmTapped_thenShowsThemInListOrder() async {
    // Given
    let (sut, view, _, delegate) = await makeLoadedSUT()
    sut.selectTapped()
    sut.didSelectRow(at: 3)
    sut.didSelectRow(at: 0)
    sut.didSelectRow(at: 2)
    view.reset()

    // When
    sut.actionTapped()

    // Then
    #expect(view.calls.isEmpty)
    #expect(
      delegate.calls == [.didConfirmPlayers([Player.squad[0], Player.squad[2], Player.squad[3]])])
  }

  @Test func givenOnlyOneTicked_whenConfirmTapped_thenNothingHappens() async {
    // Given
    let (sut, view, _, delegate) = await makeLoadedSUT()
    sut.selectTapped()
    sut.didSelectRow(at: 0)
    view.reset()

    // When
    sut.actionTapped()

    // Then
    #expect(view.calls.isEmpty)
    #expect(delegate.calls.isEmpty)
  }

  // MARK: - Callbacks

  @Test func givenPlayers_whenDetailReportsAnUpdate_thenReplacesTheRowWithoutReloading() async {
    // Given
    let (sut, view, env, _) = await makeLoadedSUT()
    let edited = Player.fixture(id: 3, name: "Carla Silva", skill: .professional)

    // When
    sut.playerDetail(didUpdate: edited)

    // Then
    #expect(view.calls == [.reloadRow(at: 2)])
    #expect(
      sut.row(at: 2)
        == PlayerListRow(player: edited, isChecked: nil))
    #expect(sut.row(at: 2)?.player.hasSameContents(as: edited) == true)
    #expect(env.players.calls == [.players])
  }
}
