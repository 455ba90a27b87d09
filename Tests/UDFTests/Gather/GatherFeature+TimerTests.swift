import Domain
import TestSupport
import Testing

@testable import UDF

/// Gather's countdown and time picker (SPEC §1.5): the ticks are an effect on the manual clock.
@MainActor
@Suite struct GatherFeatureTimerTests {
  private let clock = ManualClock()

  private func makeStore() -> TestStore<GatherFeature> {
    TestStore(
      initialState: .init(model: .fixture),
      reducer: GatherFeature(gatherService: GatherServiceFake(), clock: clock))
  }

  /// Opens the picker and sets `minutes`:`seconds` with Done.
  private func pick(_ minutes: Int, _ seconds: Int, in store: TestStore<GatherFeature>) {
    store.send(.setTapped) {
      $0.picker = GatherFeature.PickerRows(
        minutes: $0.countdown.time.minutes, seconds: $0.countdown.time.seconds)
    }
    store.send(.pickerRowSelected(row: minutes, component: 0)) { $0.picker?.minutes = minutes }
    store.send(.pickerRowSelected(row: seconds, component: 1)) { $0.picker?.seconds = seconds }
    store.send(.pickerDoneTapped) {
      $0.picker = nil
      $0.countdown.set(GatherTime(minutes: minutes, seconds: seconds))
    }
  }

  @Test func givenStoppedTimer_whenActionTappedThrice_thenTitleIsPauseResumePause() async {
    // Given
    let store = makeStore()
    var titles: [String] = []

    // When
    for _ in 0..<3 {
      store.send(.actionTapped) { $0.countdown.toggle() }
      titles.append(store.state.countdown.actionTitle)
    }

    // Then: the one loop left running is the last one started
    #expect(titles == ["Pause", "Resume", "Pause"])
    #expect(store.runningEffects == 1)
    store.send(.actionTapped) { $0.countdown.toggle() }
    await store.finish()
  }

  @Test func givenRunningTimer_whenASecondPasses_thenLabelAndActionTitleAreRefreshed() async {
    // Given
    let store = makeStore()
    store.send(.actionTapped) { $0.countdown.toggle() }

    // When
    await clock.advance(by: .seconds(1))

    // Then
    await store.receive(.timerTicked) { $0.countdown.tick() }
    #expect(store.state.countdown.text == "09:59")
    #expect(store.state.countdown.actionTitle == "Pause")
    store.send(.actionTapped) { $0.countdown.toggle() }
    await store.finish()
    #expect(clock.sleeperCount == 0)
  }

  @Test func givenTwoSecondsLeft_whenTheyPass_thenZeroAndStartAndStartDoesNothing() async {
    // Given
    let store = makeStore()
    pick(0, 2, in: store)
    store.send(.actionTapped) { $0.countdown.toggle() }

    // When
    await clock.advance(by: .seconds(2))

    // Then
    await store.receive(.timerTicked) { $0.countdown.tick() }
    await store.receive(.timerTicked) { $0.countdown.tick() }
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
  }

  @Test func givenRunningTimer_whenSetTapped_thenPickerShowsTimeLeftAndCountdownGoesOn() async {
    // Given
    let store = makeStore()
    store.send(.actionTapped) { $0.countdown.toggle() }
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.countdown.tick() }
    await store.receive(.timerTicked) { $0.countdown.tick() }

    // When
    store.send(.setTapped) { $0.picker = GatherFeature.PickerRows(minutes: 9, seconds: 58) }

    // Then
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.countdown.tick() }
    #expect(store.state.countdown.text == "09:57")
    store.send(.actionTapped) { $0.countdown.toggle() }
    await store.finish()
  }

  @Test func givenRunningTimer_whenPickerDoneTapped_thenTimerStopsAtThePickedTime() async {
    // Given
    let store = makeStore()
    store.send(.actionTapped) { $0.countdown.toggle() }

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
    store.send(.actionTapped) { $0.countdown.toggle() }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.countdown.tick() }
    store.send(.setTapped) { $0.picker = GatherFeature.PickerRows(minutes: 9, seconds: 59) }

    // When
    store.send(.cancelTapped) {
      $0.countdown.reset()
      $0.picker = nil
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
    store.send(.actionTapped) { $0.countdown.toggle() }
    store.send(.setTapped) { $0.picker = GatherFeature.PickerRows(minutes: 10, seconds: 0) }
    store.send(.pickerRowSelected(row: 3, component: 0)) { $0.picker?.minutes = 3 }

    // When
    store.send(.pickerCancelTapped) { $0.picker = nil }

    // Then
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.countdown.tick() }
    #expect(store.state.countdown.text == "09:59")
    store.send(.pickerDoneTapped)
    store.send(.actionTapped) { $0.countdown.toggle() }
    await store.finish()
  }
}
