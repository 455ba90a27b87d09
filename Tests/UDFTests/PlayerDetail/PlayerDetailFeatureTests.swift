import Domain
import TestSupport
import Testing

@testable import UDF

/// Player Detail's state and reducer: the rows and the tap that asks for Player Edit (SPEC §3.3);
/// the root sets a saved edit in this state (`AppFeatureTests`).
@MainActor
@Suite struct PlayerDetailFeatureTests {
  private let player = Player.completeFixture(id: 1, name: "Ana")

  private func makeStore() -> TestStore<PlayerDetailFeature> {
    TestStore(initialState: .init(player: player), reducer: PlayerDetailFeature())
  }

  @Test func givenPlayer_whenSectionsAreRead_thenPersonalPlayAndLikesInUpperCase() {
    // When
    let state = PlayerDetailFeature.State(player: player)

    // Then
    #expect(state.sections.map(\.header) == ["PERSONAL", "PLAY", "LIKES"])
    #expect(state.field(section: 0, row: 1) == .age)
    #expect(state.field(section: 1, row: 0) == .preferredPosition)
    #expect(state.field(section: 2, row: 0) == .favouriteTeam)
  }

  @Test func givenNoSuchRow_whenReadOrTapped_thenThereIsNoRowAndNothingIsShown() async {
    // Given
    let store = makeStore()

    // When
    let fields = [store.state.field(section: 2, row: 1), store.state.field(section: -1, row: 0)]

    // Then: no field, so a tap there has nothing to send (the feature hears only of fields)
    await store.finish()
    #expect(fields == [nil, nil])
  }

  @Test func givenLoadedDetail_whenRowTapped_thenPlayerEditIsShownForThatField() async {
    // Given
    let store = makeStore()

    // When
    store.send(.fieldTapped(.skill))

    // Then
    await store.receive(.delegate(.editField(player, .skill)))
    await store.finish()
  }

  @Test func givenSamePlayerWithANewValue_whenStatesAreCompared_thenTheyDiffer() {
    // Given: `Player ==` compares ids only
    var older = player
    older.age = 26

    // When
    let before = PlayerDetailFeature.State(player: older)
    let after = PlayerDetailFeature.State(player: player)

    // Then: a store would tell its observers, so the screen shows the new value
    #expect(older == player)
    #expect(before != after)
    #expect(after == PlayerDetailFeature.State(player: player))
  }
}
