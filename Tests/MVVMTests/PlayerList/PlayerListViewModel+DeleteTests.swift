import Domain
import TestSupport
import Testing

@testable import MVVM

@MainActor
@Suite struct PlayerListViewModelDeleteTests {
  private let deleteConfirmation = PlayerListViewModel.Alert.deleteConfirmation(
    AlertMessage(
      title: "Delete player", message: "Are you sure you want to delete the selected player?"))

  /// A view model whose players have loaded.
  private func makeSUT(players: [Player] = Player.squad) async -> (
    sut: PlayerListViewModel, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: players)
    let sut = PlayerListViewModel(playerService: env.players)
    await sut.load()
    return (sut, env)
  }

  @Test func givenListMode_whenDeleteTapped_thenAsksForConfirmationWithoutDeleting() async {
    // Given
    let (sut, env) = await makeSUT()

    // When
    sut.delete(sut.rows[1].player)

    // Then
    #expect(sut.alert == deleteConfirmation)
    #expect(env.players.calls == [.players])
  }

  @Test func givenConfirmation_whenDeleteConfirmed_thenDeletesAndRemovesTheRow() async {
    // Given
    let (sut, env) = await makeSUT()
    sut.delete(sut.rows[1].player)
    let loading = Recorder { sut.isLoading }

    // When
    await sut.confirmDeletion()

    // Then: the overlay is hidden again on success
    #expect(loading.values == [false, true, false])
    #expect(env.players.calls == [.players, .delete(id: 2)])
    #expect(sut.rows.map(\.player.name) == ["Ana", "Carla", "Dan"])
    #expect(!sut.isEmptyViewShown)
  }

  @Test func givenDeleteInFlight_whenDeleteConfirmed_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, env) = await makeSUT()
    sut.delete(sut.rows[0].player)
    let gate = env.players.control.suspend(.delete)

    // When
    let confirm = Task { await sut.confirmDeletion() }
    await gate.waitForArrival()

    // Then
    #expect(sut.isLoading)
    #expect(sut.rows.count == 4)
    gate.open()
    await confirm.value
    #expect(!sut.isLoading)
    #expect(sut.rows.count == 3)
  }

  @Test func givenLastPlayer_whenDeleted_thenShowsEmptyViewAndDisablesSelect() async {
    // Given
    let (sut, _) = await makeSUT(players: [.fixture(id: 1, name: "Ana")])
    sut.delete(sut.rows[0].player)

    // When
    await sut.confirmDeletion()

    // Then
    #expect(sut.rows.isEmpty)
    #expect(sut.isEmptyViewShown)
    #expect(sut.controls.selectButton == ButtonState(title: "Select", isEnabled: false))
  }

  @Test func givenDeleteFails_whenConfirmed_thenHidesLoadingAlertsAndKeepsTheRow() async {
    // Given
    let (sut, env) = await makeSUT()
    env.players.control.fail(.delete, with: .notFound)
    sut.delete(sut.rows[0].player)
    let loading = Recorder { sut.isLoading }

    // When
    await sut.confirmDeletion()

    // Then
    #expect(loading.values == [false, true, false])
    #expect(
      sut.alert == .error(AlertMessage(title: "Error", message: "The item no longer exists."))
    )
    #expect(sut.rows.count == 4)
  }

  @Test func givenConfirmation_whenCancelled_thenNothingIsDeleted() async {
    // Given
    let (sut, env) = await makeSUT()
    sut.delete(sut.rows[0].player)

    // When
    sut.cancelDeletion()
    await sut.confirmDeletion()

    // Then: a later stray confirm finds nothing pending
    #expect(env.players.calls == [.players])
    #expect(sut.rows.count == 4)
  }

  @Test func givenSelectionMode_whenRowSwiped_thenDeleteIsNotAllowed() async {
    // Given
    let (sut, env) = await makeSUT()
    sut.selectTapped()

    // When
    sut.delete(sut.rows[0].player)

    // Then
    #expect(!sut.canDelete)
    #expect(sut.alert == nil)
    #expect(env.players.calls == [.players])
  }
}
