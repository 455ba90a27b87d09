import Domain
import TestSupport
import Testing

@testable import UDF

extension GatherCountdown {
  /// A countdown at `minutes`:`seconds` in `state`, for expectations written as values.
  ///
  /// Domain's value has no initialiser taking a state: a running or paused one is reached through
  /// its Start/Pause button, here and nowhere else; each expectation names the value it wants.
  static func at(_ minutes: Int, _ seconds: Int, _ state: State = .stopped) -> GatherCountdown {
    var countdown = GatherCountdown(time: GatherTime(minutes: minutes, seconds: seconds))
    if state != .stopped { countdown.toggle() }
    if state == .paused { countdown.toggle() }
    return countdown
  }
}

/// Gather's countdown and time picker (SPEC §1.5): the ticks are an effect on the manual clock.
@MainActor
@Suite struct GatherFeatureTimerTests {
  private let clock = ManualClock()

  private func makeStore() -> TestStore<GatherFeature> {
    TestStore(
      initialState: .init(model: .fixture()),
      reducer: GatherFeature()
    ) {
      $0.gatherService = GatherServiceFake()
      $0.clock = clock
    }
  }

  /// Opens the picker on the time left, and sets `minutes`:`seconds` with Done.
  private func pick(_ minutes: Int, _ seconds: Int, in store: TestStore<GatherFeature>) {
    let time = GatherTime(minutes: minutes, seconds: seconds)
    store.send(.setTapped) { $0.pickerTime = store.state.countdown.time }
    store.send(.pickerChanged(time)) { $0.pickerTime = time }
    store.send(.pickerDoneTapped) {
      $0.pickerTime = nil
      $0.countdown = .at(minutes, seconds)
    }
  }

  @Test func givenStoppedTimer_whenActionTappedThrice_thenTitleIsPauseResumePause() async {
    // Given
    let store = makeStore()
    var titles: [String] = []

    // When
    store.send(.actionTapped) { $0.countdown = .at(10, 0, .running) }
    titles.append(store.state.countdown.actionTitle)
    store.send(.actionTapped) { $0.countdown = .at(10, 0, .paused) }
    titles.append(store.state.countdown.actionTitle)
    store.send(.actionTapped) { $0.countdown = .at(10, 0, .running) }
    titles.append(store.state.countdown.actionTitle)

    // Then: the one loop left running is the last one started
    #expect(titles == ["Pause", "Resume", "Pause"])
    #expect(store.runningEffects == 1)
    store.send(.actionTapped) { $0.countdown = .at(10, 0, .paused) }
    await store.finish()
  }

  @Test func givenRunningTimer_whenASecondPasses_thenLabelAndActionTitleAreRefreshed() async {
    // Given
    let store = makeStore()
    store.send(.actionTapped) { $0.countdown = .at(10, 0, .running) }

    // When
    await clock.advance(by: .seconds(1))

    // Then
    await store.receive(.timerTicked) { $0.countdown = .at(9, 59, .running) }
    #expect(store.state.countdown.text == "09:59")
    #expect(store.state.countdown.actionTitle == "Pause")
    store.send(.actionTapped) { $0.countdown = .at(9, 59, .paused) }
    await store.finish()
    #expect(clock.sleeperCount == 0)
  }

  @Test func givenTwoSecondsLeft_whenTheyPass_thenZeroAndStartAndStartDoesNothing() async {
    // Given
    let store = makeStore()
    pick(0, 2, in: store)
    store.send(.actionTapped) { $0.countdown = .at(0, 2, .running) }

    // When
    await clock.advance(by: .seconds(2))

    // Then
    await store.receive(.timerTicked) { $0.countdown = .at(0, 1, .running) }
    await store.receive(.timerTicked) { $0.countdown = .at(0, 0) }
    #expect(store.state.countdown.text == "00:00")
    #expect(store.state.countdown.actionTitle == "Start")
    store.send(.actionTapped)
    await store.finish()
    #expect(clock.sleeperCount == 0)
  }

  @Test func givenZeroPicked_whenActionTapped_thenNothingStarts() async {
    // Given
    let store = makeStore()
    pick(0, 0, in: store)

    // When
    store.send(.actionTapped)

    // Then
    await store.finish()
    #expect(store.state.countdown.actionTitle == "Start")
    #expect(clock.sleeperCount == 0)
  }

  @Test func givenRunningTimer_whenSetTapped_thenPickerShowsTimeLeftAndCountdownGoesOn() async {
    // Given
    let store = makeStore()
    store.send(.actionTapped) { $0.countdown = .at(10, 0, .running) }
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.countdown = .at(9, 59, .running) }
    await store.receive(.timerTicked) { $0.countdown = .at(9, 58, .running) }

    // When
    store.send(.setTapped) {
      $0.pickerTime = GatherTime(minutes: 9, seconds: 58)
    }

    // Then: the wheels open on the time left, and the countdown goes on
    #expect(store.state.countdown.time == GatherTime(minutes: 9, seconds: 58))
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.countdown = .at(9, 57, .running) }
    store.send(.actionTapped) { $0.countdown = .at(9, 57, .paused) }
    await store.finish()
  }

  @Test func givenRunningTimer_whenPickerDoneTapped_thenTimerStopsAtThePickedTime() async {
    // Given
    let store = makeStore()
    store.send(.actionTapped) { $0.countdown = .at(10, 0, .running) }

    // When
    pick(5, 30, in: store)

    // Then
    await clock.advance(by: .seconds(3))
    await store.finish()
    #expect(store.state.countdown.text == "05:30")
    #expect(store.state.countdown.actionTitle == "Start")
    #expect(clock.sleeperCount == 0)
  }

  @Test func givenRunningTimerAndOpenPicker_whenCancelTapped_thenTenMinutesStartAndNoPicker() async
  {
    // Given
    let store = makeStore()
    store.send(.actionTapped) { $0.countdown = .at(10, 0, .running) }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.countdown = .at(9, 59, .running) }
    store.send(.setTapped) {
      $0.pickerTime = GatherTime(minutes: 9, seconds: 59)
    }

    // When
    store.send(.cancelTapped) {
      $0.countdown = .at(10, 0)
      $0.pickerTime = nil
    }

    // Then
    await clock.advance(by: .seconds(2))
    await store.finish()
    #expect(store.state.countdown.text == "10:00")
    #expect(store.state.countdown.actionTitle == "Start")
  }

  @Test func givenRunningTimerAndOpenPicker_whenPickerCancelTapped_thenOnlyThePickerHides() async {
    // Given
    let store = makeStore()
    store.send(.actionTapped) { $0.countdown = .at(10, 0, .running) }
    store.send(.setTapped) { $0.pickerTime = GatherTime(minutes: 10, seconds: 0) }

    // When
    store.send(.pickerCancelTapped) { $0.pickerTime = nil }

    // Then: the countdown goes on, and a stray Done with the panel closed changes nothing
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.countdown = .at(9, 59, .running) }
    #expect(store.state.countdown.text == "09:59")
    store.send(.pickerChanged(GatherTime(minutes: 3, seconds: 0)))
    store.send(.pickerDoneTapped)
    store.send(.actionTapped) { $0.countdown = .at(9, 59, .paused) }
    await store.finish()
  }
}
