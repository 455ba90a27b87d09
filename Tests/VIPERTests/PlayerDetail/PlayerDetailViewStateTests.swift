import Domain
import Layouts
import TestSupport
import Testing

@testable import VIPER

/// The view state as the Player Detail presenter's passive view: the player lands in the values
/// `PlayerDetailScreen` draws.
@MainActor
@Suite struct PlayerDetailViewStateTests {
  @Test func givenASavedEdit_whenThePresenterShowsThePlayerAgain_thenTheValuesHoldIt() {
    // Given: the real presenter, so the whole hop presenter → view is covered
    let player = Player.fixture(id: 1, name: "Ana")
    let presenter = PlayerDetailPresenter(
      interactor: PlayerDetailInteractor(player: player), router: PlayerDetailRouterProtocolSpy(),
      output: nil)
    let sut = PlayerDetailViewState(presenter: presenter)
    presenter.view = sut
    presenter.didLoadPlayer(player)
    let changed = ObservationFlag { _ = sut.values }

    // When
    presenter.didLoadPlayer(.fixture(id: 1, name: "Anabela"))
    sut.setTitle("Anabela")

    // Then
    #expect(changed.isRaised)
    #expect(sut.values?.player.name == "Anabela")
  }
}
