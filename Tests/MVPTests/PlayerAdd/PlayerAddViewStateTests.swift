import Domain
import Layouts
import TestSupport
import Testing

@testable import MVP

/// Player Add's view state as its presenter's passive view: the overlay and alert, Done left to
/// the content's rule, and the way back.
@MainActor
@Suite struct PlayerAddViewStateTests {
  private func makeSUT() -> (sut: PlayerAddViewState, path: ScreenPath) {
    let path = ScreenPath(environment: TestEnvironment().environment)
    path.showPlayerAdd(delegate: nil)
    return (path.top(PlayerAddViewState.self) ?? PlayerAddViewState(), path)
  }

  @Test func givenShownView_whenPresenterDisablesDone_thenTheValuesStayTheForms() {
    // Given
    let (sut, _) = makeSUT()

    // When
    sut.presenter?.viewDidLoad()
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
    #expect(sut.values.isShowingError)
  }

  @Test func givenShownView_whenPresenterAsksToGoBack_thenNavigatorIsAskedToPop() {
    // Given
    let (sut, path) = makeSUT()

    // When
    sut.popToPreviousScreen()

    // Then
    #expect(path.destinations.isEmpty)
  }
}
