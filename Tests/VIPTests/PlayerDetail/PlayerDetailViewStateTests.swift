import Domain
import Layouts
import TestSupport
import Testing

@testable import VIP

/// The view state as the Player Detail presenter's display: the player lands in the values
/// `PlayerDetailScreen` draws.
@MainActor
@Suite struct PlayerDetailViewStateTests {
  private func makeSUT() -> (sut: PlayerDetailViewState, presenter: PlayerDetailPresenter) {
    let sut = PlayerDetailViewState(
      interactor: PlayerDetailBusinessLogicSpy(), router: PlayerDetailRoutingLogicSpy(),
      sceneNavigation: ScenePath())
    let presenter = PlayerDetailPresenter()
    presenter.viewController = sut
    return (sut, presenter)
  }

  @Test func givenNewScene_whenNothingIsDisplayedYet_thenThereIsNoPlayerToShow() {
    // Given, When
    let (sut, _) = makeSUT()

    // Then
    #expect(sut.values == nil)
  }

  @Test func givenASavedEdit_whenPresentedAgain_thenTheValuesHoldTheSavedPlayer() {
    // Given: the saved player compares equal to the shown one, by id
    let (sut, presenter) = makeSUT()
    presenter.presentPlayer(response: .init(player: .fixture(id: 1, name: "Ana")))
    let changed = ObservationFlag { _ = sut.values }

    // When
    presenter.presentPlayer(response: .init(player: .fixture(id: 1, name: "Anabela")))

    // Then
    #expect(changed.isRaised)
    #expect(sut.values?.player.name == "Anabela")
  }
}
