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

  @Test func givenGatherLayout_whenAStepperChanges_thenTheHandlerHearsItsValueAndTeam() {
    // Given
    let layout = GatherLayout()
    var heard: [String] = []
    layout.onScoreStepperChanged { goals, team in heard.append("\(team.title) \(goals)") }

    // When: a value that is no number is not heard
    layout.teamAStepper.onValueChanged?(2)
    layout.teamAStepper.onValueChanged?(.nan)
    layout.teamBStepper.onValueChanged?(3)

    // Then
    #expect(heard == ["Team A 2", "Team B 3"])
  }

  @Test func givenGatherLayout_whenAScoreIsSetPerTeam_thenOnlyThePlayingTeamsLabelsShowIt() {
    // Given
    let layout = GatherLayout()

    // When
    layout.setScore(4, for: .teamA)
    layout.setScore(5, for: .teamB)
    layout.setScore(9, for: .bench)

    // Then
    #expect(layout.teamAScore.text == "4")
    #expect(layout.teamBScore.text == "5")
  }

  @Test func givenAnOpenPicker_whenRowsAreSelected_thenThePanelStaysAndTheWheelsReadThem() {
    // Given
    let layout = GatherLayout()

    // When
    layout.selectPickerRows(minutes: 3, seconds: 4)

    // Then
    #expect(layout.pickerPanel.isHidden)
    #expect(layout.pickedTime == GatherTime(minutesRow: 3, secondsRow: 4))
  }

  @Test func givenEventsSentToASpy_whenEveryWidgetIsUsed_thenEachEventArrivesWithItsValues()
    async
  {
    // Given
    let layout = GatherLayout()
    let events = GatherEventsSpy()
    layout.sendEvents(to: events)
    layout.selectPickerRows(minutes: 5, seconds: 30)

    // When
    layout.teamAStepper.onValueChanged?(1)
    layout.teamBStepper.onValueChanged?(2)
    for button in [
      layout.actionButton, layout.cancelButton, layout.setButton, layout.pickerCancelButton,
      layout.pickerDoneButton, layout.endButton,
    ] {
      await button.action?()
    }

    // Then
    #expect(
      events.calls == [
        .scoreStepperChanged(1, .teamA), .scoreStepperChanged(2, .teamB), .actionTapped,
        .cancelTapped, .setTapped, .pickerCancelTapped,
        .pickerDoneTapped(time: GatherTime(minutes: 5, seconds: 30)), .endTapped,
      ])
  }
}
