import Domain
import TestSupport
import Testing

@MainActor
@Suite struct GatherTimerControlTests {
  @Test func givenANewTimer_whenReading_thenItIsStoppedAtTenMinutesWithStart() {
    // Given / When
    let timer = GatherTimer(clock: ManualClock())

    // Then
    #expect(timer.state == .stopped)
    #expect(timer.text == "10:00")
    #expect(timer.actionTitle == "Start")
  }

  @Test func givenATimerAtZero_whenToggled_thenNothingHappens() async {
    // Given
    let clock = ManualClock()
    let timer = GatherTimer(clock: clock, time: .zero)

    // When
    timer.toggle()
    await clock.advance(by: .seconds(3))

    // Then
    #expect(timer.state == .stopped)
    #expect(timer.text == "00:00")
    #expect(clock.sleeperCount == 0)
  }

  @Test func givenARunningTimer_whenTickingAcrossAMinute_thenSecondsWrapToFiftyNine() async {
    // Given
    let clock = ManualClock()
    let timer = GatherTimer(clock: clock, time: GatherTime(minutes: 2, seconds: 1))
    var texts: [String] = []
    timer.onTick = { texts.append(timer.text) }
    timer.toggle()

    // When
    await clock.advance(by: .seconds(3))

    // Then
    #expect(texts == ["02:00", "01:59", "01:58"])
    #expect(timer.state == .running)
  }

  @Test func givenARunningTimer_whenReset_thenItStopsAtTenMinutes() async {
    // Given
    let clock = ManualClock()
    let timer = GatherTimer(clock: clock, time: GatherTime(minutes: 1, seconds: 0))
    timer.toggle()
    await clock.advance(by: .seconds(5))

    // When
    timer.reset()
    await clock.advance(by: .seconds(5))

    // Then
    #expect(timer.text == "10:00")
    #expect(timer.state == .stopped)
    #expect(timer.actionTitle == "Start")
  }

  @Test func givenARunningTimer_whenSetToANewTime_thenItStopsAtThatTime() async {
    // Given
    let clock = ManualClock()
    let timer = GatherTimer(clock: clock)
    timer.toggle()
    await clock.advance(by: .seconds(1))

    // When
    timer.set(GatherTime(minutes: 3, seconds: 30))
    await clock.advance(by: .seconds(2))

    // Then
    #expect(timer.text == "03:30")
    #expect(timer.state == .stopped)
  }

  @Test func givenEachState_whenReadingTheActionTitle_thenStartPauseResume() {
    // Given
    let states: [GatherTimer.State] = [.stopped, .running, .paused]

    // When / Then
    #expect(states.map(\.actionTitle) == ["Start", "Pause", "Resume"])
  }
}

extension GatherTimerControlTests {
  @Test func givenARunningTimer_whenPaused_thenNothingSleepsOnTheClock() async {
    // Given
    let clock = ManualClock()
    let timer = GatherTimer(clock: clock)
    timer.toggle()
    await clock.advance(by: .seconds(1))

    // When
    timer.toggle()

    // Then
    #expect(timer.state == .paused)
    #expect(clock.sleeperCount == 0)
  }

  @Test func givenARunningTimer_whenReleased_thenItStopsSleepingOnTheClock() async {
    // Given
    let clock = ManualClock()
    var timer: GatherTimer? = GatherTimer(clock: clock)
    timer?.toggle()
    await clock.advance(by: .seconds(1))

    // When
    timer = nil

    // Then
    #expect(timer == nil)
    #expect(clock.sleeperCount == 0)
  }
}
