import Domain
import Layouts
import TestSupport
import Testing

@testable import VIPER

/// The view state as the Gather presenter's passive view.
@MainActor
@Suite struct GatherViewStateTests {
  @Test func givenAGather_whenScoresTimerAndPickerAreShown_thenTheValuesHoldThem() {
    // Given
    let sut = GatherViewState(presenter: GatherPresenterProtocolSpy())

    // When
    sut.showTeams([TeamTableSection(header: "Team A", rows: [])])
    sut.setScore(2, for: .teamA)
    sut.setScore(1, for: .teamB)
    sut.setScore(9, for: .bench)
    sut.setTimer(text: "05:30", actionTitle: "Pause")
    sut.showPicker(at: GatherTime(minutes: 5, seconds: 30))
    let picked = (sut.values.isPickerShown, sut.values.pickerRows)
    sut.hidePicker()

    // Then
    #expect(picked == (true, [5, 30]))
    #expect(
      sut.values
        == GatherContent.Values(
          teamAScore: 2, teamBScore: 1, timer: "05:30", actionTitle: "Pause",
          sections: [TeamTableSection(header: "Team A", rows: [])], pickerRows: [5, 30]))
  }

  @Test func givenAnEnd_whenConfirmationOverlayAndErrorAreShown_thenTheValuesHoldThem() {
    // Given
    let sut = GatherViewState(presenter: GatherPresenterProtocolSpy())

    // When
    sut.showEndGatherConfirmation(title: "t", message: "m", confirmTitle: "Yes", cancelTitle: "No")
    sut.showLoading()
    let covered = sut.values.isLoading
    sut.hideLoading()
    sut.showError(title: "Error", message: "Unable to end gather.")

    // Then
    #expect(covered)
    #expect(
      sut.values.endConfirmation
        == AlertMessage(title: "t", message: "m", confirmTitle: "Yes", cancelTitle: "No"))
    #expect(sut.values.error == AlertMessage(title: "Error", message: "Unable to end gather."))
    #expect(!sut.values.isLoading)
  }
}
