import Domain
import Layouts
import TestSupport
import Testing

@testable import VIP

/// The view state as the Player Add presenter's display: the overlay, the alert, or the route
/// back.
@MainActor
@Suite struct PlayerAddViewStateTests {
  private func makeSUT() -> (sut: PlayerAddViewState, router: PlayerAddRoutingLogicSpy) {
    let router = PlayerAddRoutingLogicSpy()
    let sut = PlayerAddViewState(
      interactor: PlayerAddBusinessLogicSpy(), router: router, sceneNavigation: ScenePath())
    return (sut, router)
  }

  @Test func givenValidation_whenDisplayed_thenTheValuesAreLeftToTheContent() {
    // Given
    let (sut, _) = makeSUT()
    sut.values.name = "Eve"

    // When
    sut.displayValidation(viewModel: .init(isDoneEnabled: false))

    // Then: `PlayerAddContent` enables Done from the name itself
    #expect(sut.values == PlayerAddContent.Values(name: "Eve"))
  }

  @Test func givenCreated_whenDisplayed_thenRoutesBackToThePlayerList() async {
    // Given
    let (sut, router) = makeSUT()

    // When
    await sut.displayCreatePlayer(viewModel: .init(alert: nil))

    // Then
    #expect(router.calls == [.routeToPlayerList])
  }

  @Test func givenCreateFails_whenDoneTapped_thenErrorAlertAndStaysOnPlayerAdd() async {
    // Given
    let (sut, router) = makeSUT()
    sut.displayLoading(viewModel: .init(showsOverlay: true))
    let covered = sut.values.isLoading

    // When
    sut.displayLoading(viewModel: .init(showsOverlay: false))
    await sut.displayCreatePlayer(
      viewModel: .init(alert: AlertMessage(title: "Error", message: "Unable to create player.")))

    // Then
    #expect(covered)
    #expect(!sut.values.isLoading)
    #expect(sut.values.error == AlertMessage(title: "Error", message: "Unable to create player."))
    #expect(router.calls.isEmpty)
  }
}
