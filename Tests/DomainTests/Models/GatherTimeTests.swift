import Domain
import Testing

@Suite struct GatherTimeTests {
  @Test func givenTimes_whenFormatted_thenEachPartHasTwoDigits() {
    // Given
    let times = [GatherTime.defaultTime, GatherTime(minutes: 9, seconds: 5), .zero]

    // When
    let texts = times.map(\.text)

    // Then
    #expect(texts == ["10:00", "09:05", "00:00"])
  }

  @Test func givenTheStartOfAMinute_whenDecremented_thenItGoesToFiftyNineOfThePreviousMinute() {
    // Given
    let time = GatherTime(minutes: 3, seconds: 0)

    // When
    let next = time.decremented()

    // Then
    #expect(next == GatherTime(minutes: 2, seconds: 59))
    #expect(GatherTime(minutes: 0, seconds: 1).decremented().isZero)
    #expect(GatherTime.zero.decremented() == .zero)
  }

  @Test func givenThePicker_whenReadingItsRows_thenRangeAndTitlesMatch() {
    // Given / When / Then
    #expect(GatherTime.pickerRange == 0...59)
    #expect(GatherTime.minutesTitle(5) == "5 min")
    #expect(GatherTime.secondsTitle(30) == "30 sec")
  }
}
