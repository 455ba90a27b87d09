import Domain
import Layouts
import TestSupport
import Testing

@testable import VIPER

/// The view state as the Player Edit presenter's passive view.
@MainActor
@Suite struct PlayerEditViewStateTests {
  @Test func givenPositionOptions_whenShown_thenTheCheckedOneIsSelectedAndDoneFollows() {
    // Given
    let sut = PlayerEditViewState(
      presenter: PlayerEditPresenterProtocolSpy(), field: .preferredPosition, originalText: "")

    // When
    sut.setTitle("Preferred position")
    sut.showOptions([
      PlayerEditOption(title: "Goalkeeper", isChecked: false),
      PlayerEditOption(title: "Defender", isChecked: true),
    ])
    sut.setDoneEnabled(true)

    // Then
    #expect(sut.values.selectedOption == 1)
    #expect(sut.values.isDoneEnabled)
  }

  @Test func givenAFailingSave_whenTheViewIsTold_thenOverlayThenAlert() {
    // Given
    let sut = PlayerEditViewState(
      presenter: PlayerEditPresenterProtocolSpy(), field: .age, originalText: "27")

    // When
    sut.showLoading()
    let covered = sut.values.isLoading
    sut.hideLoading()
    sut.showError(title: "Error", message: "Unable to update player.")

    // Then
    #expect(covered)
    #expect(
      sut.values
        == PlayerEditContent.Values(
          text: "27", error: AlertMessage(title: "Error", message: "Unable to update player.")))
  }
}
