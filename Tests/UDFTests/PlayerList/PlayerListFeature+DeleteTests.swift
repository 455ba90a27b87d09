import Domain
import TestSupport
import Testing

@testable import UDF

/// Player List's swipe-to-delete: the confirmation, the delete and its failure (SPEC §3.2).
@MainActor
@Suite struct PlayerListFeatureDeleteTests {
  private func makeStore(_ env: TestEnvironment, players: [Player] = Player.squad)
    -> TestStore<PlayerListFeature>
  {
    TestStore(
      initialState: .loaded(players), reducer: PlayerListFeature()
    ) { $0.playerService = env.players }
  }

  /// The confirmation for `player`, whose Delete button carries that player.
  private func confirmation(_ player: Player) -> AlertState<PlayerListFeature.Alert> {
    AlertState(
      message: AlertMessage(
        title: "Delete player", message: "Are you sure you want to delete the selected player?"),
      buttons: [
        .init(title: "Delete", role: .destructive, action: .deleteConfirmed(player)),
        .init(title: "Cancel", role: .cancel),
      ])
  }

  @Test func givenListMode_whenDeleteTapped_thenAsksForConfirmationWithoutDeleting() async {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let store = makeStore(env)

    // When
    store.send(.deleteSwiped(Player.squad[1].id)) { $0.alert = confirmation(Player.squad[1]) }

    // Then
    await store.finish()
    #expect(env.players.calls.isEmpty)
  }

  @Test func givenConfirmation_whenDeleteConfirmed_thenDeletesAndRemovesTheRow() async {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let store = makeStore(env)
    store.send(.deleteSwiped(Player.squad[1].id)) { $0.alert = confirmation(Player.squad[1]) }

    // When
    store.send(.alert(.presented(.deleteConfirmed(Player.squad[1])))) {
      $0.alert = nil
      $0.loading = .deleting
    }

    // Then
    await store.receive(.deleteResponse(.success(Player.squad[1]))) {
      $0.loading = .loaded
      $0.players.remove(at: 1)
    }
    await store.finish()
    #expect(env.players.calls == [.delete(id: 2)])
  }

  @Test func givenLastPlayer_whenDeleted_thenShowsEmptyViewAndDisablesSelect() async {
    // Given
    let eve = Player.fixture(id: 7, name: "Eve")
    let env = TestEnvironment(players: [eve])
    let store = makeStore(env, players: [eve])
    store.send(.deleteSwiped(eve.id)) { $0.alert = confirmation(eve) }

    // When
    store.send(.alert(.presented(.deleteConfirmed(eve)))) {
      $0.alert = nil
      $0.loading = .deleting
    }

    // Then
    await store.receive(.deleteResponse(.success(eve))) {
      $0.loading = .loaded
      $0.players = []
    }
    await store.finish()
    #expect(store.state.isEmptyViewShown)
    #expect(store.state.controls.selectButton.isEnabled == false)
  }

  @Test func givenDeleteFails_whenConfirmed_thenHidesLoadingAlertsAndKeepsTheRow() async {
    // Given
    let env = TestEnvironment(players: Player.squad)
    env.players.control.fail(.delete, with: .notFound)
    let store = makeStore(env)
    store.send(.deleteSwiped(Player.squad[0].id)) { $0.alert = confirmation(Player.squad[0]) }

    // When
    store.send(.alert(.presented(.deleteConfirmed(Player.squad[0])))) {
      $0.alert = nil
      $0.loading = .deleting
    }

    // Then
    await store.receive(.deleteResponse(.failure(.notFound))) {
      $0.loading = .loaded
      $0.alert = .error(
        title: "Error", message: ServiceError.notFound.message)
    }
    await store.finish()
    #expect(store.state.players.count == 4)
  }

  @Test func givenConfirmation_whenCancelled_thenNothingIsDeleted() async {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let store = makeStore(env)
    store.send(.deleteSwiped(Player.squad[2].id)) { $0.alert = confirmation(Player.squad[2]) }

    // When
    store.send(.alert(.dismiss)) { $0.alert = nil }

    // Then
    await store.finish()
    #expect(env.players.calls.isEmpty)
    #expect(store.state.players.count == 4)
  }

  @Test func givenSelectionMode_whenRowSwiped_thenDeleteIsNotAllowed() async {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let store = makeStore(env)
    store.send(.selectTapped) { $0.isSelecting = true }

    // When
    store.send(.deleteSwiped(Player.squad[0].id))
    store.send(.deleteSwiped(99))

    // Then
    await store.finish()
    #expect(env.players.calls.isEmpty)
  }
}
