import Domain
import TestSupport
import Testing

@testable import UDF

/// Player List's two modes, the selection, and where each tap asks the root to go (`+Selection`,
/// SPEC §3.2).
@MainActor
@Suite struct PlayerListFeatureSelectionTests {
  private let env = TestEnvironment(players: Player.squad)

  private func makeStore(selecting ticked: [Int]? = nil) -> TestStore<PlayerListFeature> {
    var state = PlayerListFeature.State.loaded(Player.squad)
    if let ticked {
      state.isSelecting = true
      for index in ticked { state.selection.toggle(Player.squad[index]) }
    }
    return TestStore(initialState: state, reducer: PlayerListFeature()) {
      $0.playerService = env.players
    }
  }

  private func selection(_ indices: Int...) -> PlayerSelection {
    var selection = PlayerSelection()
    for index in indices { selection.toggle(Player.squad[index]) }
    return selection
  }

  @Test func givenPlayers_whenSelectTapped_thenSelectionModeWithCheckboxesAndConfirmDisabled()
    async
  {
    // Given
    let store = makeStore()

    // When
    store.send(.selectTapped) { $0.isSelecting = true }

    // Then
    await store.finish()
    #expect(store.state.isChecked(Player.squad[0]) == false)
    #expect(store.state.controls.title == "Players")
    #expect(
      store.state.controls.actionButton == ButtonState(title: "Confirm players", isEnabled: false))
    #expect(store.state.controls.selectButton.title == "Cancel")
  }

  @Test func givenSelectionMode_whenOneRowTicked_thenTitleCountsAndConfirmStaysDisabled() async {
    // Given
    let store = makeStore(selecting: [])

    // When
    store.send(.playerTapped(Player.squad[2].id)) { $0.selection = selection(2) }

    // Then
    await store.finish()
    #expect(store.state.isChecked(Player.squad[2]) == true)
    #expect(store.state.controls.title == "1 selected")
    #expect(store.state.controls.actionButton.isEnabled == false)
  }

  @Test func givenOneTicked_whenSecondRowTicked_thenConfirmIsEnabled() async {
    // Given
    let store = makeStore(selecting: [0])

    // When
    store.send(.playerTapped(Player.squad[3].id)) { $0.selection = selection(0, 3) }

    // Then
    await store.finish()
    #expect(store.state.controls.title == "2 selected")
    #expect(store.state.controls.actionButton.isEnabled)
  }

  @Test func givenTickedRow_whenTappedAgain_thenUntickedAndTitleIsPlayers() async {
    // Given
    let store = makeStore(selecting: [1])

    // When
    store.send(.playerTapped(Player.squad[1].id)) { $0.selection = PlayerSelection() }

    // Then
    await store.finish()
    #expect(store.state.controls.title == "Players")
  }

  @Test func givenTickedRows_whenCancelTapped_thenListModeWithSelectionCleared() async {
    // Given
    let store = makeStore(selecting: [0, 1])

    // When
    store.send(.selectTapped) {
      $0.isSelecting = false
      $0.selection = PlayerSelection()
    }

    // Then
    await store.finish()
    #expect(store.state.isChecked(Player.squad[0]) == nil)
    #expect(store.state.controls.actionButton.title == "Add player")
  }

  @Test func givenSelectionMode_whenGatherEnds_thenBackInListModeWithoutReload() async {
    // Given
    let store = makeStore(selecting: [0, 1])

    // When
    store.send(.gatherEnded) {
      $0.isSelecting = false
      $0.selection = PlayerSelection()
    }

    // Then
    await store.finish()
    #expect(env.players.calls.isEmpty)
  }

  @Test func givenListMode_whenRowTapped_thenShowsThatPlayersDetail() async {
    // Given
    let store = makeStore()

    // When
    store.send(.playerTapped(Player.squad[2].id))

    // Then
    await store.receive(.delegate(.showPlayerDetail(Player.squad[2])))
    await store.finish()
  }

  @Test func givenNoSuchRow_whenRowTapped_thenNothingHappens() async {
    // Given
    let store = makeStore()

    // When
    store.send(.playerTapped(99))
    store.send(.playerTapped(-1))

    // Then
    await store.finish()
  }

  @Test func givenListMode_whenActionButtonTapped_thenShowsPlayerAdd() async {
    // Given
    let store = makeStore()

    // When
    store.send(.actionTapped)

    // Then
    await store.receive(.delegate(.showPlayerAdd))
    await store.finish()
  }

  @Test func givenPlayersTickedOutOfOrder_whenConfirmTapped_thenShowsThemInListOrder() async {
    // Given
    let store = makeStore(selecting: [3, 0, 2])

    // When
    store.send(.actionTapped)

    // Then
    let ordered = [Player.squad[0], Player.squad[2], Player.squad[3]]
    await store.receive(.delegate(.showConfirmPlayers(ordered)))
    await store.finish()
  }

  @Test func givenOnlyOneTicked_whenConfirmTapped_thenNothingHappens() async {
    // Given
    let store = makeStore(selecting: [1])

    // When
    store.send(.actionTapped)

    // Then
    await store.finish()
  }
}
