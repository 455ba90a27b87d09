import Domain
import Layouts
import TestSupport
import Testing

@testable import VIPER

/// The view state as the Player Add presenter's passive view.
@MainActor
@Suite struct PlayerAddViewStateTests {
  @Test func givenAFailingCreation_whenTheViewIsTold_thenOverlayThenAlertAndDoneIsTheContents() {
    // Given
    let sut = PlayerAddViewState(presenter: PlayerAddPresenterProtocolSpy())

    // When
    sut.setDoneEnabled(false)
    sut.showLoading()
    let covered = sut.values.isLoading
    sut.hideLoading()
    sut.showError(title: "Error", message: "Unable to create player.")

    // Then: `PlayerAddContent` enables Done from the name itself
    #expect(covered)
    #expect(
      sut.values
        == PlayerAddContent.Values(
          error: AlertMessage(title: "Error", message: "Unable to create player.")))
  }
}
