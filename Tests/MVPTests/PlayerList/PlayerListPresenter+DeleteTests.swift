import Domain
import TestSupport
import Testing

@testable import MVP

@MainActor
@Suite struct PlayerListPresenterDeleteTests {
  /// A presenter that has appeared and loaded `players`, with the spy's record cleared.
  private func makeSUT(players: [Player] = Player.squad) async -> (
    sut: PlayerListPresenter, view: PlayerListViewSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: players)
    let view = PlayerListViewSpy()
    let sut = PlayerListPresenter(view: view, playerService: env.players)
    await sut.load()
    view.reset()
    return (sut, view, env)
  }

  @Test func givenListMode_whenDeleteTapped_thenAsksForConfirmationWithoutDeleting() async {
    // Given
    let (sut, view, env) = await makeSUT()

    // When
    sut.deleteTapped(at: 1)

    // Then
    #expect(
      view.calls == [
        .showDeleteConfirmation(
          title: "Delete player",
          message: "Are you sure you want to delete the selected player?")
      ])
    #expect(env.players.calls == [.players])
  }

  @Test func givenConfirmation_whenDeleteConfirmed_thenDeletesAndRemovesTheRow() async {
    // Given
    let (sut, view, env) = await makeSUT()
    sut.deleteTapped(at: 1)
    view.reset()

    // When
    await sut.deleteConfirmed()

    // Then
    #expect(view.calls == [.showLoading, .hideLoading, .deleteRow(at: 1)])
    #expect(env.players.calls == [.players, .delete(id: 2)])
    #expect((0..<sut.numberOfRows).map { sut.row(at: $0)?.player.name } == ["Ana", "Carla", "Dan"])
  }

  @Test func givenDeleteInFlight_whenDeleteConfirmed_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, view, env) = await makeSUT()
    let gate = env.players.control.suspend(.delete)
    sut.deleteTapped(at: 0)
    view.reset()

    // When
    let confirmation = Task { await sut.deleteConfirmed() }
    await gate.waitForArrival()

    // Then
    #expect(view.calls == [.showLoading])
    gate.open()
    await confirmation.value
    #expect(view.calls == [.showLoading, .hideLoading, .deleteRow(at: 0)])
  }

  @Test func givenLastPlayer_whenDeleted_thenShowsEmptyViewAndDisablesSelect() async {
    // Given
    let (sut, view, _) = await makeSUT(players: [.fixture(id: 9, name: "Solo")])
    sut.deleteTapped(at: 0)
    view.reset()

    // When
    await sut.deleteConfirmed()

    // Then
    #expect(
      view.calls
        == [
          .showLoading, .hideLoading, .deleteRow(at: 0),
          .showEmptyView(true),
        ] + listMode(selectEnabled: false))
    #expect(sut.numberOfRows == 0)
  }

  @Test func givenDeleteFails_whenConfirmed_thenHidesLoadingAlertsAndKeepsTheRow() async {
    // Given
    let (sut, view, env) = await makeSUT()
    env.players.control.fail(.delete, with: .notFound)
    sut.deleteTapped(at: 1)
    view.reset()

    // When
    await sut.deleteConfirmed()

    // Then
    #expect(
      view.calls == [
        .showLoading, .hideLoading,
        .showError(title: "Error", message: "The item no longer exists."),
      ])
    #expect(sut.numberOfRows == Player.squad.count)
  }

  @Test func givenConfirmation_whenCancelled_thenNothingIsDeleted() async {
    // Given
    let (sut, view, env) = await makeSUT()
    sut.deleteTapped(at: 1)
    view.reset()

    // When
    sut.deleteCancelled()
    await sut.deleteConfirmed()

    // Then
    #expect(view.calls.isEmpty)
    #expect(env.players.calls == [.players])
    #expect(sut.numberOfRows == Player.squad.count)
  }

  @Test func givenSelectionMode_whenRowSwiped_thenDeleteIsNotAllowed() async {
    // Given
    let (sut, view, _) = await makeSUT()
    #expect(sut.canDeleteRow(at: 0))
    sut.selectTapped()
    view.reset()

    // When
    let allowed = sut.canDeleteRow(at: 0)
    sut.deleteTapped(at: 0)

    // Then
    #expect(allowed == false)
    #expect(view.calls.isEmpty)
  }
}
