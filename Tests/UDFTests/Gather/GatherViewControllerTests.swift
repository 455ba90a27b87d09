import Domain
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// Gather's view controller: scores, timer, picker panel, overlay and alerts rendered from the
/// state, and the actions its controls send.
@MainActor
@Suite struct GatherViewControllerTests {
  private let env = TestEnvironment(players: Player.squad)

  /// Gather of `GatherModel.fixture()` over the real feature, on the manual clock.
  private func showFeature() async throws -> Driver {
    _ = try await env.gathers.createGather()
    let store = Store(
      initialState: .init(model: .fixture()),
      reducer: GatherFeature()
    ) {
      $0.gatherService = env.gathers
      $0.clock = env.clock
    }
    return ScreenHost.show(GatherViewController(store: store))
  }

  @Test func givenNewGather_whenScreenIsShown_thenZeroScoresTenMinutesStartAndPickerHidden()
    async throws
  {
    // When
    let driver = try await showFeature()

    // Then
    #expect(driver.title == "Gather in progress")
    #expect(
      try ["gather.teamAScore", "gather.teamBScore", "gather.timer"].map { try driver.text(of: $0) }
        == ["0", "0", "10:00"])
    #expect(try driver.text(of: "gather.actionButton") == "Start")
    #expect(try driver.headers(in: "gather.table") == ["Team A", "Team B"])
    #expect(
      try driver.rows(in: "gather.table").map { $0.map(\.text) } == [["Ana", "Carla"], ["Bruno"]])
    #expect(try driver.isHidden("gather.picker"))
  }

  @Test func givenStartedCountdown_whenFiveSecondsPass_thenTimerShowsNineFiftyFiveAndPause()
    async throws
  {
    // Given
    let driver = try await showFeature()
    try await driver.tap("gather.actionButton")

    // When
    await env.clock.advance(by: .seconds(5))

    // Then
    #expect(try driver.text(of: "gather.timer") == "09:55")
    #expect(try driver.text(of: "gather.actionButton") == "Pause")
    try await driver.tap("gather.actionButton")
    #expect(try driver.text(of: "gather.actionButton") == "Resume")
    #expect(env.clock.sleeperCount == 0)
  }

  @Test func givenZeroScores_whenSteppersChange_thenEachTeamsLabelShowsItsValue() async throws {
    // Given
    let driver = try await showFeature()

    // When
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamBStepper")

    // Then
    #expect(try driver.text(of: "gather.teamAScore") == "2")
    #expect(try driver.text(of: "gather.teamBScore") == "1")
  }

  @Test func givenPickerOpen_whenFiveMinutesThirtyIsDone_thenTimerShowsItAndPickerCloses()
    async throws
  {
    // Given
    let driver = try await showFeature()
    try await driver.tap("gather.setButton")
    let wheelsAtOpen = try driver.selectedRows(in: "gather.picker")
    try await driver.pick(row: 5, component: 0, in: "gather.picker")
    try await driver.pick(row: 30, component: 1, in: "gather.picker")

    // When
    try await driver.tap("gather.pickerDone")

    // Then
    #expect(wheelsAtOpen == [10, 0])
    #expect(try driver.isHidden("gather.picker"))
    #expect(try driver.text(of: "gather.timer") == "05:30")
  }

  @Test func givenOpenPicker_whenPickerCancelOrTimerCancelTapped_thenPanelHidesAndTimeResets()
    async throws
  {
    // Given: the countdown at 09:58 with the picker open on it, the feature under a recorder
    var state = GatherFeature.State(model: .fixture())
    state.countdown = .at(9, 58, .running)
    state.pickerTime = GatherTime(minutes: 9, seconds: 58)
    let feature = GatherFeature()
    let (store, recorder) = recordingStore(
      state, update: feature.reduce(into:action:), withDependencies: { $0.use(env.environment) })
    let driver = ScreenHost.show(GatherViewController(store: store))
    let wheelsAtOpen = try driver.selectedRows(in: "gather.picker")

    // When
    try await driver.tap("gather.pickerCancel")
    let hiddenAfterPickerCancel = try driver.isHidden("gather.picker")
    try await driver.tap("gather.cancelButton")

    // Then
    #expect(wheelsAtOpen == [9, 58])
    #expect(hiddenAfterPickerCancel)
    #expect(try driver.text(of: "gather.timer") == "10:00")
    #expect(try driver.text(of: "gather.actionButton") == "Start")
    #expect(recorder.actions == [.pickerCancelTapped, .cancelTapped])
  }

  @Test func givenGather_whenEndIsTapped_thenYesIsTheDefaultButtonAndCancelTheCancelOne()
    async throws
  {
    // Given
    let driver = try await showFeature()

    // When
    try await driver.tap("gather.endButton")

    // Then
    let alert = try #require(driver.topViewController.presentedAlert)
    #expect(alert.title == "End Gather")
    #expect(alert.message == "Are you sure you want to end the gather?")
    #expect(alert.actions.map(\.title) == ["Yes", "Cancel"])
    #expect(alert.actions.map(\.style) == [.default, .cancel])
    try await driver.tapAlertAction("Cancel")
    #expect(driver.alert == nil)
    #expect(env.gathers.storedGathers.first?.score == nil)
  }

  @Test func givenEndHeld_whenEndConfirmed_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let gate = env.gathers.control.suspend(.end)
    let driver = try await showFeature()
    try await driver.tap("gather.endButton")

    // When
    let yes = Task { try await driver.tapAlertAction("Yes") }
    await gate.waitForArrival()
    let loadingWhileHeld = driver.isLoading
    gate.open()
    try await yes.value

    // Then
    #expect(loadingWhileHeld)
    #expect(driver.isLoading == false)
    #expect(env.gathers.storedGathers.first?.score == "0-0")
  }

  @Test func givenEndFails_whenEndConfirmed_thenTheErrorAlertSaysSo() async throws {
    // Given
    env.gathers.control.fail(.end, with: .transport)
    let driver = try await showFeature()
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error update", message: "Unable to update gather. Please try again.",
          actions: ["OK"]))
    #expect(driver.isLoading == false)
    try await driver.tapAlertAction("OK")
    #expect(driver.alert == nil)
  }

  @Test func givenTimer_whenItsThreeButtonsAndEndAreTapped_thenEachIsForwarded() async throws {
    // Given: a recorder that opens the picker and turns its wheels, so its buttons can be tapped
    let recorder = RecordingReducer<GatherFeature.State, GatherFeature.Action> { state, action in
      if action == .setTapped { state.pickerTime = state.countdown.time }
      if case .pickerChanged(let time) = action { state.pickerTime = time }
      return .none
    }
    let driver = ScreenHost.show(
      GatherViewController(store: Store(initialState: .init(model: .fixture()), reducer: recorder)))

    // When
    try await driver.tap("gather.actionButton")
    try await driver.tap("gather.cancelButton")
    try await driver.stepUp("gather.teamBStepper")
    try await driver.tap("gather.setButton")
    try await driver.pick(row: 4, component: 1, in: "gather.picker")
    try await driver.tap("gather.pickerCancel")
    try await driver.tap("gather.pickerDone")
    try await driver.tap("gather.endButton")

    // Then
    #expect(
      recorder.actions == [
        .actionTapped, .cancelTapped, .scoreChanged(team: .teamB, to: 1), .setTapped,
        .pickerChanged(GatherTime(minutes: 10, seconds: 4)), .pickerCancelTapped, .pickerDoneTapped,
        .endTapped,
      ])
  }
}
