@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct GatherScreenTests {
  private func makeSUT() -> (
    sut: GatherViewState, interactor: GatherBusinessLogicSpy, router: GatherRoutingLogicSpy,
    driver: Driver
  ) {
    let interactor = GatherBusinessLogicSpy()
    let router = GatherRoutingLogicSpy()
    let sut = GatherViewState(interactor: interactor, router: router, sceneNavigation: ScenePath())
    let driver = ScreenHost.show(HostingController(rootView: GatherScreen(viewState: sut)))
    sut.displayGather(viewModel: newGather)
    return (sut, interactor, router, driver)
  }

  private let newGather = GatherScene.FetchGather.ViewModel(
    teams: [
      TeamTableSection(header: "Team A", rows: [.init(name: "Ana", detail: "MID")]),
      TeamTableSection(header: "Team B", rows: [.init(name: "Bruno", detail: "GK")]),
    ], teamAScore: "0", teamBScore: "0",
    timer: .init(timerText: "10:00", actionTitle: "Start", closesPicker: false))

  @Test func givenNewGather_whenScreenIsShown_thenZeroScoresTenMinutesStartAndPickerHidden()
    throws
  {
    // Given, When
    let (_, interactor, _, driver) = makeSUT()

    // Then
    #expect(interactor.calls.isEmpty)
    #expect(driver.title == "Gather in progress")
    #expect(try driver.text(of: "gather.teamAScore") == "0")
    #expect(try driver.text(of: "gather.timer") == "10:00")
    #expect(try driver.text(of: "gather.actionButton") == "Start")
    #expect(driver.element("gather.picker") == nil)
    #expect(try driver.headers(in: "gather.table") == ["Team A", "Team B"])
    #expect(
      try driver.rows(in: "gather.table") == [
        [RowSnapshot(text: "Ana", detail: "MID")], [RowSnapshot(text: "Bruno", detail: "GK")],
      ])
  }

  @Test func givenGather_whenSteppersAndTimerButtonsAreUsed_thenTheirRequestsAreSent()
    async throws
  {
    // Given
    let (_, interactor, _, driver) = makeSUT()

    // When
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamBStepper")
    try await driver.stepDown("gather.teamAStepper")
    try await driver.tap("gather.actionButton")
    try await driver.tap("gather.cancelButton")
    try await driver.tap("gather.setButton")
    try await driver.tap("gather.endButton")

    // Then
    #expect(
      interactor.calls == [
        .changeScore(.teamA, 1), .changeScore(.teamB, 1), .changeScore(.teamA, 0),
        .toggleTimer, .resetTimer, .openPicker, .endGather,
      ])
  }

  @Test func givenPickerOpen_whenFiveMinutesThirtyIsDone_thenSetIsRequestedWithThatTime()
    async throws
  {
    // Given
    let (sut, interactor, _, driver) = makeSUT()
    sut.displayPicker(viewModel: .init(minutesRow: 9, secondsRow: 58))
    let shownRows = try driver.selectedRows(in: "gather.picker")
    try await driver.pick(row: 5, component: 0, in: "gather.picker")
    try await driver.pick(row: 30, component: 1, in: "gather.picker")

    // When
    try await driver.tap("gather.pickerDone")

    // Then
    #expect(shownRows == [9, 58])
    #expect(interactor.calls.last == .setTimer(GatherTime(minutes: 5, seconds: 30)))
  }

  @Test func givenRunningTimerAndOpenPicker_whenPickerCancelTapped_thenOnlyThePickerHides()
    async throws
  {
    // Given
    let (sut, interactor, _, driver) = makeSUT()
    sut.displayPicker(viewModel: .init(minutesRow: 9, secondsRow: 58))
    let opened = driver.element("gather.picker") != nil

    // When
    try await driver.tap("gather.pickerCancel")

    // Then: no business in closing the panel
    #expect(opened)
    #expect(driver.element("gather.picker") == nil)
    #expect(interactor.calls.isEmpty)
  }

  @Test func givenOpenPicker_whenTimerDisplayedClosingIt_thenLabelTitleAndNoPicker() throws {
    // Given
    let (sut, _, _, driver) = makeSUT()
    sut.displayPicker(viewModel: .init(minutesRow: 0, secondsRow: 0))

    // When
    sut.displayTimer(viewModel: .init(timerText: "05:30", actionTitle: "Start", closesPicker: true))
    sut.displayScore(viewModel: .init(team: .teamB, goals: 3))

    // Then
    #expect(try driver.text(of: "gather.timer") == "05:30")
    #expect(try driver.text(of: "gather.teamBScore") == "3")
    #expect(driver.element("gather.picker") == nil)
  }

  @Test func givenGather_whenEndIsTapped_thenTheConfirmationOffersYesAndCancelAndYesEnds()
    async throws
  {
    // Given
    let (sut, interactor, _, driver) = makeSUT()
    sut.displayEndConfirmation(
      viewModel: .init(
        title: "End Gather", message: "Are you sure you want to end the gather?",
        confirmTitle: "Yes", cancelTitle: "Cancel"))
    let alert = driver.alert

    // When
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(
      alert
        == AlertSnapshot(
          title: "End Gather", message: "Are you sure you want to end the gather?",
          actions: ["Yes", "Cancel"]))
    #expect(interactor.calls == [.confirmEnd])
  }

  @Test func givenEndedOrFailed_whenDisplayed_thenRoutesBackOrShowsTheAlert() {
    // Given
    let (sut, _, router, driver) = makeSUT()
    sut.displayLoading(viewModel: .init(showsOverlay: true))
    let covered = driver.isLoading
    sut.displayLoading(viewModel: .init(showsOverlay: false))

    // When
    sut.displayEnd(
      viewModel: .init(
        alert: AlertMessage(
          title: "Error update", message: "Unable to update gather. Please try again.")))
    let alert = driver.alert
    sut.displayEnd(viewModel: .init(alert: nil))

    // Then
    #expect(covered)
    #expect(!driver.isLoading)
    #expect(
      alert
        == AlertSnapshot(
          title: "Error update", message: "Unable to update gather. Please try again.",
          actions: ["OK"]))
    #expect(router.calls == [.routeToPlayerList])
  }

  @Test func givenGather_whenBackIsTapped_thenTheCountdownIsStopped() async throws {
    // Given
    let (_, interactor, _, driver) = makeSUT()

    // When
    try await driver.goBack()

    // Then
    #expect(interactor.calls == [.stopTimer])
  }
}
