import Domain
import Layouts
import TestSupport
import Testing

@testable import MVPC

/// Player Add's view state as its presenter's passive view: the overlay and alert, and Done left
/// to the content's rule.
@MainActor
@Suite struct PlayerAddViewStateTests {
  @Test func givenShownView_whenPresenterDisablesDone_thenTheValuesStayTheForms() {
    // Given
    let sut = PlayerAddViewState()

    // When
    sut.setDoneEnabled(false)

    // Then
    #expect(sut.values == PlayerAddContent.Values())
  }

  @Test func givenShownView_whenPresenterShowsLoadingThenAnError_thenOverlayGoesAndAlertShows() {
    // Given
    let sut = PlayerAddViewState()
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
}
