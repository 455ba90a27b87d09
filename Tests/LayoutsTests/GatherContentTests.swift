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
    layout.setScore("\(values.teamAScore)", for: .teamA)
    layout.setScore("\(values.teamBScore)", for: .teamB)
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
    if values.isConfirmingEnd {
      host.present(
        .confirmation(
          title: GatherTexts.endConfirmationTitle, message: GatherTexts.endConfirmationMessage,
          confirmTitle: GatherTexts.endConfirmButton, cancelTitle: GatherTexts.endCancelButton,
          onConfirm: {}))
    }
    if values.isShowingError {
      host.presentErrorAlert(
        title: GatherTexts.endErrorTitle, message: GatherTexts.endErrorMessage,
        buttonTitle: AlertTexts.ok)
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
      isConfirmingEnd: true)

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
      pickerRows: [5, 30], isLoading: true, isShowingError: true)

    // When
    let content = renderContent(values)

    // Then
    #expect(content == renderLayout(values))
    #expect(content.contains(GatherTexts.endErrorMessage))
  }

  @Test func givenGatherContent_whenTheUserStepsAScoreAndPicksATime_thenValuesFollow()
    async throws
  {
    // Given
    var values = GatherContent.Values(isPickerShown: true)
    let binding = Binding(get: { values }, set: { values = $0 })
    let host = HostingController(rootView: GatherContent(values: binding, actions: .init()))
    let driver = Driver(window: Window(rootViewController: host))

    // When
    try await driver.stepUp("gather.teamBStepper")
    try await driver.pick(row: 7, component: 0, in: "gather.picker")

    // Then
    #expect(values.teamBScore == 1)
    #expect(values.pickerRows == [7, 0])
  }
}
