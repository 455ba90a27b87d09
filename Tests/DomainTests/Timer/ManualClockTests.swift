import Domain
import TestSupport
import Testing

@MainActor
@Suite struct ManualClockTests {
  @Test func givenASleepingTask_whenItIsCancelled_thenTheClockDropsItAtOnce() async {
    // Given
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.advance(by: .zero)
    let before = clock.sleeperCount

    // When
    sleeper.cancel()

    // Then
    #expect(before == 1)
    #expect(clock.sleeperCount == 0)
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test func givenACancelledTask_whenItSleeps_thenItThrowsAtOnceAndNeverWaits() async {
    // Given
    let clock = ManualClock()
    let gate = Gate()
    let sleeper = Task {
      await gate.pass()
      try await clock.sleep(for: .seconds(1))
    }
    sleeper.cancel()

    // When
    gate.open()
    let result = await sleeper.result

    // Then
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }

  @Test func givenTwoSleepers_whenAdvancingPastBoth_thenTheyWakeEarliestFirst() async {
    // Given
    let clock = ManualClock()
    var woken: [Int] = []
    let late = Task {
      try await clock.sleep(for: .seconds(2))
      woken.append(2)
    }
    let early = Task {
      try await clock.sleep(for: .seconds(1))
      woken.append(1)
    }
    await clock.advance(by: .zero)

    // When
    await clock.advance(by: .seconds(3))

    // Then
    _ = await (late.result, early.result)
    #expect(woken == [1, 2])
    #expect(clock.now == .seconds(3))
  }
}
