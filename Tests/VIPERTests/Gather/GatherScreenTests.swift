@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct GatherScreenTests {
  private func makeSUT() -> (
    view: GatherViewState, presenter: GatherPresenterProtocolSpy, driver: Driver
  ) {
    let presenter = GatherPresenterProtocolSpy()
    let view = GatherViewState(presenter: presenter)
    return (
      view, presenter, ScreenHost.show(HostingController(rootView: GatherScreen(viewState: view)))
    )
  }

  @Test func givenNewGather_whenShown_thenTitleScoresPickerHiddenAndStepperRange() async throws {
    // Given
    let (view, presenter, driver) = makeSUT()

    // When: one step up, then, at the top of the range, one more
    try await driver.stepUp("gather.teamAStepper")
    let shownAfterStep = try driver.text(of: "gather.teamAScore")
    view.setScore(100, for: .teamA)
    try await driver.stepUp("gather.teamAStepper")

    // Then: the label and stepper show what the view is told; a step is only asked for
    #expect(driver.title == "Gather in progress")
    #expect(shownAfterStep == "0")
    #expect(try driver.text(of: "gather.teamAScore") == "100")
    #expect(try driver.text(of: "gather.teamBScore") == "0")
    #expect(driver.element("gather.picker") == nil)
    #expect(try driver.value(of: "gather.teamAStepper") == 100)
    #expect(presenter.calls.last == .scoreStepperChanged(1, .teamA))
  }

  @Test func givenGather_whenSteppersAndTimerButtonsAreUsed_thenThePresenterHearsEach()
    async throws
  {
    // Given
    let (_, presenter, driver) = makeSUT()

    // When
    try await driver.stepUp("gather.teamBStepper")
    try await driver.tap("gather.actionButton")
    try await driver.tap("gather.cancelButton")
    try await driver.tap("gather.setButton")
    try await driver.tap("gather.endButton")

    // Then
    #expect(
      presenter.calls == [
        .scoreStepperChanged(1, .teamB), .actionTapped, .cancelTapped, .setTapped,
        .endTapped,
      ])
  }

  @Test func givenScoresTimerAndTeams_whenShown_thenLabelsTitleAndRowsShowThem() throws {
    // Given
    let (view, _, driver) = makeSUT()

    // When
    view.setScore(2, for: .teamA)
    view.setScore(1, for: .teamB)
    view.setScore(9, for: .bench)
    view.setTimer(text: "09:55", actionTitle: "Pause")
    view.showTeams([
      TeamTableSection(header: "Team A", rows: [TeamTableRow(name: "Ana", detail: "MID")]),
      TeamTableSection(header: "Team B", rows: [TeamTableRow(name: "Carla", detail: "-")]),
    ])

    // Then
    #expect(try driver.text(of: "gather.teamAScore") == "2")
    #expect(try driver.text(of: "gather.teamBScore") == "1")
    #expect(try driver.text(of: "gather.timer") == "09:55")
    #expect(try driver.text(of: "gather.actionButton") == "Pause")
    #expect(try driver.headers(in: "gather.table") == ["Team A", "Team B"])
    #expect(
      try driver.rows(in: "gather.table") == [
        [RowSnapshot(text: "Ana", detail: "MID")], [RowSnapshot(text: "Carla", detail: "-")],
      ])
  }

  @Test func givenPickerOpen_whenFiveMinutesThirtyIsDone_thenThePresenterGetsTheRows()
    async throws
  {
    // Given
    let (view, presenter, driver) = makeSUT()
    view.showPicker(at: GatherTime(minutesRow: 9, secondsRow: 55))
    let opened = try driver.selectedRows(in: "gather.picker")

    // When
    try await driver.pick(row: 5, component: 0, in: "gather.picker")
    try await driver.pick(row: 30, component: 1, in: "gather.picker")
    try await driver.tap("gather.pickerDone")
    try await driver.tap("gather.pickerCancel")
    view.hidePicker()

    // Then
    #expect(opened == [9, 55])
    #expect(
      presenter.calls.suffix(2) == [
        .pickerDoneTapped(time: GatherTime(minutesRow: 5, secondsRow: 30)), .pickerCancelTapped,
      ])
    #expect(driver.element("gather.picker") == nil)
  }

  @Test func givenEndConfirmation_whenYesIsTapped_thenThePresenterHearsTheConfirmation()
    async throws
  {
    // Given
    let (view, presenter, driver) = makeSUT()
    view.showEndGatherConfirmation(
      title: "End Gather", message: "Are you sure you want to end the gather?",
      confirmTitle: "Yes", cancelTitle: "Cancel")
    let alert = driver.alert

    // When
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(alert?.actions == ["Yes", "Cancel"])
    #expect(presenter.calls.last == .endGatherConfirmed)
  }

  @Test func givenAnEnd_whenLoadingStartsAndEndsWithAnError_thenOverlayThenTheAlert() {
    // Given
    let (view, _, driver) = makeSUT()

    // When
    view.showLoading()
    let covered = driver.isLoading
    view.hideLoading()
    view.showError(title: "Error update", message: "Unable to update gather. Please try again.")

    // Then
    #expect(covered)
    #expect(!driver.isLoading)
    #expect(driver.alert?.title == "Error update")
  }

  @Test func givenGather_whenBackIsTapped_thenThePresenterHearsTheScreenIsLeft() async throws {
    // Given
    let (_, presenter, driver) = makeSUT()

    // When
    try await driver.goBack()

    // Then
    #expect(presenter.calls == [.stopCountdown])
  }
}
