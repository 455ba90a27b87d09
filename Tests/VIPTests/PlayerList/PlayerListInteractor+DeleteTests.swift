import Domain
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite struct PlayerListInteractorDeleteTests {
  private let squad = Player.squad

  /// The interactor over a loaded list of `players`, with the spy's record cleared of the load.
  private func makeSUT(players: [Player] = Player.squad) async -> (
    sut: PlayerListInteractor, presenter: PlayerListPresentationLogicSpy, env: TestEnvironment,
    loadCalls: Int
  ) {
    let env = TestEnvironment(players: players)
    let presenter = PlayerListPresentationLogicSpy()
    let sut = PlayerListInteractor(presenter: presenter, playerService: env.players)
    await sut.fetchPlayers(request: PlayerListScene.FetchPlayers.Request(reload: false))
    return (sut, presenter, env, presenter.calls.count)
  }

  private func confirm(_ sut: PlayerListInteractor, _ isConfirmed: Bool = true) async {
    await sut.confirmDelete(
      request: PlayerListScene.ConfirmDelete.Request(isConfirmed: isConfirmed))
  }

  @Test func givenListMode_whenDeleteTapped_thenAsksForConfirmationWithoutDeleting() async {
    // Given
    let (sut, presenter, env, loadCalls) = await makeSUT()

    // When
    sut.deletePlayer(request: PlayerListScene.DeletePlayer.Request(id: 2))

    // Then
    #expect(Array(presenter.calls.dropFirst(loadCalls)) == [.presentDeleteConfirmation])
    #expect(env.players.calls == [.players])
  }

  @Test func givenConfirmation_whenDeleteConfirmed_thenDeletesAndRemovesTheRow() async {
    // Given
    let (sut, presenter, env, loadCalls) = await makeSUT()
    sut.deletePlayer(request: PlayerListScene.DeletePlayer.Request(id: 2))

    // When
    await confirm(sut)

    // Then
    #expect(
      Array(presenter.calls.dropFirst(loadCalls)) == [
        .presentDeleteConfirmation, PlayerListStates.loading(.deleting, true),
        PlayerListStates.loading(.deleting, false),
        PlayerListStates.players([squad[0], squad[2], squad[3]]),
      ])
    #expect(env.players.calls == [.players, .delete(id: 2)])
  }

  @Test func givenDeleteInFlight_whenDeleteConfirmed_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, presenter, env, _) = await makeSUT()
    sut.deletePlayer(request: PlayerListScene.DeletePlayer.Request(id: 1))
    let gate = env.players.control.suspend(.delete)

    // When
    let deleting = Task { await confirm(sut) }
    await gate.waitForArrival()

    // Then
    #expect(presenter.calls.last == PlayerListStates.loading(.deleting, true))
    gate.open()
    await deleting.value
    #expect(presenter.calls.last == PlayerListStates.players(Array(squad.dropFirst())))
  }

  @Test func givenLastPlayer_whenDeleted_thenShowsEmptyViewAndDisablesSelect() async {
    // Given
    let (sut, presenter, _, _) = await makeSUT(players: [squad[0]])
    sut.deletePlayer(request: PlayerListScene.DeletePlayer.Request(id: 1))

    // When
    await confirm(sut)

    // Then: a loaded, empty list, which the presenter turns into the empty view
    #expect(presenter.calls.last == PlayerListStates.players([]))
    #expect(sut.players.isEmpty)
  }

  @Test func givenDeleteFails_whenConfirmed_thenHidesLoadingAlertsAndKeepsTheRow() async {
    // Given
    let (sut, presenter, env, loadCalls) = await makeSUT()
    env.players.control.fail(.delete, with: .notFound)
    sut.deletePlayer(request: PlayerListScene.DeletePlayer.Request(id: 1))

    // When
    await confirm(sut)

    // Then
    #expect(
      Array(presenter.calls.dropFirst(loadCalls)) == [
        .presentDeleteConfirmation, PlayerListStates.loading(.deleting, true),
        PlayerListStates.loading(.deleting, false), .presentError(.init(error: .notFound)),
      ])
    #expect(sut.players == squad)
  }

  @Test func givenConfirmation_whenCancelled_thenNothingIsDeleted() async {
    // Given
    let (sut, presenter, env, loadCalls) = await makeSUT()
    sut.deletePlayer(request: PlayerListScene.DeletePlayer.Request(id: 1))

    // When
    await confirm(sut, false)
    await confirm(sut)

    // Then: the cancelled deletion is forgotten, so a stray confirmation does nothing
    #expect(Array(presenter.calls.dropFirst(loadCalls)) == [.presentDeleteConfirmation])
    #expect(env.players.calls == [.players])
  }

  @Test func givenSelectionMode_whenRowSwiped_thenDeleteIsNotAllowed() async {
    // Given
    let (sut, presenter, _, _) = await makeSUT()
    sut.changeMode(request: PlayerListScene.ChangeMode.Request())
    let before = presenter.calls

    // When
    sut.deletePlayer(request: PlayerListScene.DeletePlayer.Request(id: 1))

    // Then
    #expect(presenter.calls == before)
  }
}
