import Domain
import Layouts
import TestSupport
import Testing

@testable import MVP

/// Gather's view state as its presenter's passive view: scores, countdown, teams, the picker and
/// the alerts land in the values its screen renders.
@MainActor
@Suite struct GatherViewStateTests {
  @Test func givenShownView_whenPresenterSetsScoresTimerAndTeams_thenTheyAreShown() {
    // Given
    let sut = GatherViewState()
    let sections = [TeamTableSection(header: "Team A", rows: [])]

    // When
    sut.setTitle("Gather in progress")
    sut.setScore(2, for: .teamA)
    sut.setScore(3, for: .teamB)
    sut.setScore(9, for: .bench)
    sut.setTimerText("09:59")
    sut.setActionTitle("Pause")
    sut.showTeams(sections)

    // Then
    #expect(
      sut.values
        == GatherContent.Values(
          teamAScore: 2, teamBScore: 3, timer: "09:59", actionTitle: "Pause", sections: sections))
  }

  @Test func givenClosedPicker_whenPresenterOpensThenClosesIt_thenRowsAreSelectedThenHidden() {
    // Given
    let sut = GatherViewState()

    // When
    sut.showPicker(at: GatherTime(minutes: 5, seconds: 30))
    let opened = (sut.values.isPickerShown, sut.values.pickerRows)
    sut.hidePicker()

    // Then
    #expect(opened == (true, [5, 30]))
    #expect(!sut.values.isPickerShown)
  }

  @Test func givenShownView_whenPresenterReportsAFailedEnd_thenOverlayGoesAndAlertShows() {
    // Given
    let sut = GatherViewState()
    sut.showEndGatherConfirmation(
      title: "End", message: "Sure?", confirmTitle: "Yes", cancelTitle: "No")
    sut.showLoading()
    let wasLoading = sut.values.isLoading

    // When
    sut.hideLoading()
    sut.showError(title: "Error", message: "Could not end the gather.")

    // Then
    #expect(
      sut.values.endConfirmation
        == AlertMessage(
          title: "End", message: "Sure?", confirmTitle: "Yes", cancelTitle: "No"))
    #expect(wasLoading && !sut.values.isLoading)
    #expect(sut.values.error == AlertMessage(title: "Error", message: "Could not end the gather."))
  }
}
