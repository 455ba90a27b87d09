import Domain
import Testing

@Suite struct GatherCountdownTests {
  @Test func givenAStoppedCountdown_whenToggledTwice_thenItRunsThenPausesWithTheirTitles() {
    // Given
    var countdown = GatherCountdown()

    // When
    countdown.toggle()
    let running = (countdown.state, countdown.actionTitle)
    countdown.toggle()

    // Then
    #expect(running == (.running, "Pause"))
    #expect(countdown.state == .paused)
    #expect(countdown.actionTitle == "Resume")
    #expect(countdown.text == "10:00")
  }

  @Test func givenOneSecondLeft_whenItTicks_thenItStopsAtZeroAndCannotStartAgain() {
    // Given
    var countdown = GatherCountdown(time: GatherTime(minutes: 0, seconds: 1))
    countdown.toggle()

    // When
    countdown.tick()
    countdown.toggle()

    // Then
    #expect(countdown.text == "00:00")
    #expect(countdown.state == .stopped)
  }

  @Test func givenAPausedCountdown_whenItTicks_thenTheTimeStays() {
    // Given
    var countdown = GatherCountdown()
    countdown.toggle()
    countdown.toggle()

    // When
    countdown.tick()

    // Then
    #expect(countdown.text == "10:00")
  }

  @Test func givenARunningCountdown_whenResetSetOrStopped_thenItStopsWithTheRightTime() {
    // Given
    var countdown = GatherCountdown()
    countdown.toggle()
    countdown.tick()

    // When / Then
    countdown.stop()
    #expect(countdown.state == .stopped)
    #expect(countdown.text == "09:59")
    countdown.toggle()
    countdown.set(GatherTime(minutes: 3, seconds: 0))
    #expect(countdown.state == .stopped)
    #expect(countdown.text == "03:00")
    countdown.reset()
    #expect(countdown.text == "10:00")
    #expect(countdown.isRunning == false)
  }
}
