import Domain
import Layouts
import TestSupport
import Testing

@testable import MVPC

/// Player Detail's view state as its presenter's passive view: a reload shows the presenter's
/// player.
@MainActor
@Suite struct PlayerDetailViewStateTests {
  @Test func givenShownView_whenPresenterGetsAnEditedPlayer_thenTheReloadShowsIt() async {
    // Given
    let host = PathCoordinatorHost()
    await host.start { $0.didSelectPlayer(.completeFixture()) }
    let sut = host.top(PlayerDetailViewState.self)
    var bea = Player.completeFixture()
    bea.name = "Bea"

    // When
    sut?.presenter?.playerEdit(didUpdate: bea)

    // Then
    #expect(sut?.values == PlayerDetailContent.Values(player: bea))
  }

  @Test func givenShownView_whenPresenterSetsTheTitle_thenThePlayersNameStaysTheTitle() {
    // Given
    let sut = PlayerDetailViewState(player: .completeFixture())

    // When
    sut.setTitle("Ana")
    sut.reloadData()

    // Then
    #expect(sut.values.player.name == "Ana")
  }
}
