@_spi(Hosting) import DeclarativeKit
import Domain
import Layouts
import Testing
import ViewKit

@MainActor @Suite struct GatherContentTests {
  private let sections = [
    TeamTableSection(header: "Team A", rows: [TeamTableRow(name: "Ana", detail: "ST")]),
    TeamTableSection(header: "Team B", rows: [TeamTableRow(name: "Bo", detail: "GK")]),
  ]

  private func renderLayout(_ values: GatherContent.Values) -> String {
    let layout = GatherLayout()
    let dataSource = TeamTableDataSource(sections: values.sections)
    layout.table.dataSource = dataSource
    layout.setScore(values.teamAScore, for: .teamA)
    layout.setScore(values.teamBScore, for: .teamB)
    layout.teamAStepper.value = Double(values.teamAScore)
    layout.teamBStepper.value = Double(values.teamBScore)
    layout.timerLabel.text = values.timer
    layout.actionButton.title = values.actionTitle
    if values.isPickerShown {
      layout.showPicker(minutesRow: values.pickerRows[0], secondsRow: values.pickerRows[1])
    }
    let host = LayoutHost(layout)
    host.title = GatherTexts.title
    let window = Window(rootViewController: ViewKit.NavigationController(rootViewController: host))
    if values.isLoading { host.showLoading() }
    if let confirmation = values.endConfirmation {
      host.present(
        .confirmation(
          title: confirmation.title, message: confirmation.message,
          confirmTitle: GatherTexts.endConfirmButton, cancelTitle: GatherTexts.endCancelButton,
          onConfirm: {}))
    }
    if let error = values.error {
      host.presentErrorAlert(title: error.title, message: error.message, buttonTitle: AlertTexts.ok)
    }
    return Renderer.render(window)
  }

  private func renderContent(_ values: GatherContent.Values) -> String {
    ContentHost.render(GatherContent(values: .constant(values), actions: .init()))
  }

  @Test func givenAGatherUnderWay_whenBothAreRendered_thenGatherContentShowsWhatTheLayoutShows() {
    // Given
    let values = GatherContent.Values(
      teamAScore: 2, teamBScore: 1, timer: "09:30", actionTitle: "Pause", sections: sections,
      endConfirmation: AlertMessage(
        title: GatherTexts.endConfirmationTitle, message: GatherTexts.endConfirmationMessage))

    // When
    let content = renderContent(values)

    // Then
    #expect(content == renderLayout(values))
    #expect(content.contains(GatherTexts.endConfirmationMessage))
  }

  @Test func givenThePickerLoadingWithTheError_whenBothAreRendered_thenTheyShowTheSame() {
    // Given
    let values = GatherContent.Values(
      timer: "10:00", actionTitle: "Start", sections: sections, isPickerShown: true,
      pickerRows: [5, 30], isLoading: true,
      error: AlertMessage(title: "Could not end", message: "Try again."))

    // When
    let content = renderContent(values)

    // Then
    #expect(content == renderLayout(values))
    #expect(content.contains("Try again."))
  }

  @Test
  func givenGatherContent_whenTheUserStepsAScoreAndPicksATime_thenTheStepIsAskedAndTheWheelsFollow()
    async throws
  {
    // Given
    var values = GatherContent.Values(isPickerShown: true)
    var asked: [String] = []
    let binding = Binding(get: { values }, set: { values = $0 })
    var actions = GatherContent.Actions()
    actions.scoreChanged = { goals, team in asked.append("\(team.title) \(goals)") }
    let host = HostingController(rootView: GatherContent(values: binding, actions: actions))
    let driver = Driver(window: Window(rootViewController: host))

    // When
    try await driver.stepUp("gather.teamBStepper")
    try await driver.pick(row: 7, component: 0, in: "gather.picker")

    // Then: the step is asked for, the score left to whoever answers it
    #expect(asked == ["Team B 1"])
    #expect(values.teamBScore == 0)
    #expect(values.pickerRows == [7, 0])
  }
}
