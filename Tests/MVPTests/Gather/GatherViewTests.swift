import Domain
import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVP

@MainActor
@Suite struct GatherViewTests {
  private func makeSUT() -> (
    sut: GatherView, driver: Driver, presenter: GatherPresenterSpy, navigator: ScreenNavigatingSpy
  ) {
    let layout = GatherLayout()
    let sut = GatherView(layout: layout)
    let presenter = GatherPresenterSpy()
    let navigator = ScreenNavigatingSpy(showing: sut, layout: layout, presenter: presenter)
    sut.presenter = presenter
    sut.navigator = navigator
    sut.setActionTitle("Start")
    return (sut, ScreenHost.show(navigator), presenter, navigator)
  }

  // MARK: - Events

  @Test func givenScores_whenEachStepperGoesUp_thenPresenterGetsTheValueAndTeam() async throws {
    // Given
    let (_, driver, presenter, _) = makeSUT()

    // When
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamBStepper")
    try await driver.stepUp("gather.teamBStepper")

    // Then
    #expect(
      presenter.calls == [
        .scoreStepperChanged(to: 1, for: .teamA), .scoreStepperChanged(to: 1, for: .teamB),
        .scoreStepperChanged(to: 2, for: .teamB),
      ])
  }

  @Test func givenTimer_whenItsThreeButtonsAndEndAreTapped_thenEachIsForwarded() async throws {
    // Given
    let (_, driver, presenter, _) = makeSUT()

    // When
    try await driver.tap("gather.actionButton")
    try await driver.tap("gather.cancelButton")
    try await driver.tap("gather.setButton")
    try await driver.tap("gather.endButton")

    // Then
    #expect(presenter.calls == [.actionTapped, .cancelTapped, .setTapped, .endTapped])
  }

  @Test func givenOpenPicker_whenRowsArePickedAndDoneTapped_thenPresenterGetsTheRows()
    async throws
  {
    // Given
    let (sut, driver, presenter, _) = makeSUT()
    sut.showPicker(at: GatherTime(minutesRow: 2, secondsRow: 0))

    // When
    try await driver.pick(row: 1, component: 0, in: "gather.picker")
    try await driver.pick(row: 1, component: 1, in: "gather.picker")
    try await driver.tap("gather.pickerDone")

    // Then
    #expect(presenter.calls == [.pickerDoneTapped(time: GatherTime(minutesRow: 1, secondsRow: 1))])
  }

  @Test func givenOpenPicker_whenCancelTapped_thenPresenterHearsTheCancel() async throws {
    // Given
    let (sut, driver, presenter, _) = makeSUT()
    sut.showPicker(at: GatherTime(minutesRow: 0, secondsRow: 0))

    // When
    try await driver.tap("gather.pickerCancel")

    // Then
    #expect(presenter.calls == [.pickerCancelTapped])
  }

  @Test func givenEndConfirmation_whenYesTapped_thenPresenterIsAskedToEnd() async throws {
    // Given
    let (sut, driver, presenter, _) = makeSUT()
    sut.showEndGatherConfirmation(
      title: "End Gather", message: "Are you sure?", confirmTitle: "Yes", cancelTitle: "No")
    let actions = driver.alert?.actions

    // When
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(actions == ["Yes", "No"])
    #expect(presenter.calls == [.endGatherConfirmed])
  }

  // MARK: - Rendering

  @Test func givenShownView_whenPresenterSetsScoresTimerAndTeams_thenTheyAreShown() throws {
    // Given
    let (sut, driver, _, _) = makeSUT()

    // When
    sut.setTitle("Gather in progress")
    sut.setScore(2, for: .teamA)
    sut.setScore(1, for: .teamB)
    sut.setScore(9, for: .bench)
    sut.setTimerText("09:59")
    sut.setActionTitle("Pause")
    sut.showTeams([
      TeamTableSection(header: "Team A", rows: [TeamTableRow(name: "Ana", detail: "MF")]),
      TeamTableSection(header: "Team B", rows: [TeamTableRow(name: "Bruno", detail: "GK")]),
    ])

    // Then
    #expect(driver.title == "Gather in progress")
    #expect(try driver.text(of: "gather.teamAScore") == "2")
    #expect(try driver.text(of: "gather.teamBScore") == "1")
    #expect(try driver.text(of: "gather.timer") == "09:59")
    #expect(try driver.text(of: "gather.actionButton") == "Pause")
    #expect(try driver.headers(in: "gather.table") == ["Team A", "Team B"])
    #expect(try driver.rows(in: "gather.table").map { $0.map(\.text) } == [["Ana"], ["Bruno"]])
  }

  @Test func givenClosedPicker_whenPresenterOpensThenClosesIt_thenRowsAreSelectedThenHidden()
    throws
  {
    // Given
    let (sut, driver, _, _) = makeSUT()

    // When
    sut.showPicker(at: GatherTime(minutesRow: 2, secondsRow: 1))
    let selected = try driver.selectedRows(in: "gather.picker")
    let wasHidden = try driver.isHidden("gather.picker")
    sut.hidePicker()

    // Then
    #expect(selected == [2, 1])
    #expect(!wasHidden)
    #expect(try driver.isHidden("gather.picker"))
  }

  @Test func givenShownView_whenPresenterReportsAFailedEnd_thenOverlayGoesAndAlertShows() {
    // Given
    let (sut, driver, _, _) = makeSUT()
    sut.showLoading()

    // When
    sut.hideLoading()
    sut.showError(title: "Error", message: "Unable to end gather.")

    // Then
    #expect(!driver.isLoading)
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Unable to end gather.", actions: ["OK"]))
  }
}
