import Domain
import Layouts
import Testing
import ViewKit

@MainActor @Suite struct GatherLayoutTests {
  @Test func givenGatherLayout_whenInstalled_thenScoresTimerTableAndEndShowWithoutThePicker() {
    // Given
    let layout = GatherLayout()

    // When
    let screen = LayoutHost.render(layout)

    // Then
    #expect(screen.contains(TeamSection.teamA.scoreTitle))
    #expect(screen.contains(TeamSection.teamB.scoreTitle))
    #expect(screen.contains(GatherTexts.endButton))
    #expect(!screen.contains(GatherTexts.pickerDoneButton))
    #expect(layout.pickerPanel.isHidden)
    #expect(layout.teamAScore.text == GatherTexts.initialScore)
  }

  @Test func givenGatherLayout_whenBuilt_thenSteppersSpanTheScoreRangeAndWheelsTheMinutes() {
    // Given / When
    let layout = GatherLayout()

    // Then
    #expect(layout.teamAStepper.maximumValue == Double(GatherResult.scoreRange.upperBound))
    #expect(layout.teamBStepper.minimumValue == Double(GatherResult.scoreRange.lowerBound))
    #expect(layout.picker.components.count == 2)
    #expect(layout.picker.components.first?.first == GatherTime.minutesTitle(0))
  }

  @Test func givenGatherLayout_whenThePickerIsShownAtATime_thenTheWheelsReadItBack() {
    // Given
    let layout = GatherLayout()
    let time = GatherTime(minutes: 7, seconds: 30)

    // When
    layout.showPicker(at: time)

    // Then
    #expect(!layout.pickerPanel.isHidden)
    #expect(layout.pickedTime == time)
    layout.hidePicker()
    #expect(layout.pickerPanel.isHidden)
  }
}
