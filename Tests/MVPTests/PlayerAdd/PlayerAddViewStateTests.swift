import Domain
import Layouts
import TestSupport
import Testing

@testable import MVP

/// Player Add's view state as its presenter's passive view: the overlay and alert, Done left to
/// the content's rule, and the way back.
@MainActor
@Suite struct PlayerAddViewStateTests {
  private func makeSUT() -> (sut: PlayerAddViewState, router: ScreenRouter) {
    let router = ScreenRouter(environment: TestEnvironment().environment)
    router.showPlayerAdd(delegate: nil)
    return (router.top(PlayerAddViewState.self) ?? PlayerAddViewState(), router)
  }

  @Test func givenShownView_whenPresenterDisablesDone_thenTheValuesStayTheForms() {
    // Given
    let (sut, _) = makeSUT()

    // When
    sut.presenter?.load()
    sut.setDoneEnabled(true)

    // Then
    #expect(sut.values == PlayerAddContent.Values())
  }

  @Test func givenShownView_whenPresenterShowsLoadingThenAnError_thenOverlayGoesAndAlertShows() {
    // Given
    let (sut, _) = makeSUT()
    sut.showLoading()
    let wasLoading = sut.values.isLoading

    // When
    sut.hideLoading()
    sut.showError(title: "Error", message: "Could not create the player.")

    // Then
    #expect(wasLoading && !sut.values.isLoading)
    #expect(
      sut.values.error == AlertMessage(title: "Error", message: "Could not create the player."))
  }

  @Test func givenShownView_whenPresenterAsksToGoBack_thenNavigatorIsAskedToPop() {
    // Given
    let (sut, router) = makeSUT()

    // When
    sut.popToPreviousScreen()

    // Then
    #expect(router.path.isEmpty)
  }
}
