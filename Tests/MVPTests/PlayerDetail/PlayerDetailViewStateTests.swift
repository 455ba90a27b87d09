import Domain
import Layouts
import TestSupport
import Testing

@testable import MVP

/// Player Detail's view state as its presenter's passive view: a reload shows the presenter's
/// player, and Player Edit is pushed with the presenter as its delegate.
@MainActor
@Suite struct PlayerDetailViewStateTests {
  private func makeSUT() -> (
    sut: PlayerDetailViewState, router: ScreenRouter, delegate: PlayerDetailPresenterDelegateSpy
  ) {
    let env = TestEnvironment(players: [.completeFixture()])
    let router = ScreenRouter(environment: env.environment)
    let delegate = PlayerDetailPresenterDelegateSpy()
    router.showPlayerDetail(for: .completeFixture(), delegate: delegate)
    return (router.top(PlayerDetailViewState.self) ?? .init(player: .fixture()), router, delegate)
  }

  @Test func givenShownView_whenPresenterGetsAnEditedPlayer_thenTheReloadShowsIt() {
    // Given
    let (sut, _, delegate) = makeSUT()
    var bea = Player.completeFixture()
    bea.name = "Bea"

    // When
    sut.presenter?.playerEdit(didUpdate: bea)

    // Then
    #expect(sut.values == PlayerDetailContent.Values(player: bea))
    #expect(delegate.updatedPlayers == [bea])
  }

  @Test func givenShownView_whenPresenterSetsTheTitle_thenThePlayersNameStaysTheTitle() {
    // Given
    let (sut, _, _) = makeSUT()

    // When
    sut.setTitle("Ana")
    sut.reloadData()

    // Then
    #expect(sut.values.player.name == "Ana")
  }

  @Test func givenShownView_whenPresenterAsksForPlayerEdit_thenNavigatorIsAsked() {
    // Given
    let (sut, router, _) = makeSUT()

    // When
    sut.showPlayerEdit(for: .completeFixture(), field: .age)

    // Then
    #expect(router.screenNames == ["playerDetail", "playerEdit"])
    #expect(router.top(PlayerEditViewState.self)?.field == .age)
  }
}
