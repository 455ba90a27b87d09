import Domain
import TestSupport
import Testing

@MainActor
@Suite struct GatherTimerTests {
  @Test func givenRunningTimer_whenOneSecondPasses_thenItShowsOneSecondLess() async {
    // Given
    let clock = ManualClock()
    let timer = GatherTimer(clock: clock)
    timer.toggle()

    // When
    await clock.advance(by: .seconds(1))

    // Then
    #expect(timer.text == "09:59")
    #expect(timer.actionTitle == "Pause")
  }

  @Test func givenTimerAtFiveSeconds_whenTenSecondsPass_thenItStopsAtZeroWithStart() async {
    // Given
    let clock = ManualClock()
    let timer = GatherTimer(clock: clock, time: GatherTime(minutes: 0, seconds: 5))
    var ticks = 0
    timer.onTick = { ticks += 1 }
    timer.toggle()

    // When
    await clock.advance(by: .seconds(10))

    // Then
    #expect(timer.text == "00:00")
    #expect(timer.state == .stopped)
    #expect(timer.actionTitle == "Start")
    #expect(ticks == 5)
    #expect(clock.sleeperCount == 0)
  }

  @Test func givenRunningTimer_whenPaused_thenTimeStopsUntilResumed() async {
    // Given
    let clock = ManualClock()
    let timer = GatherTimer(clock: clock, time: GatherTime(minutes: 1, seconds: 0))
    timer.toggle()
    await clock.advance(by: .seconds(2))

    // When
    timer.toggle()
    await clock.advance(by: .seconds(5))

    // Then
    #expect(timer.text == "00:58")
    #expect(timer.actionTitle == "Resume")

    // When
    timer.toggle()
    await clock.advance(by: .seconds(60))

    // Then
    #expect(timer.text == "00:00")
    #expect(timer.actionTitle == "Start")
  }
}
