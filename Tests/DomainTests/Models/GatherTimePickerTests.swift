import Domain
import Testing

@Suite struct GatherTimePickerTests {
  @Test func givenWheelRows_whenMakingATime_thenEachRowIsItsValue() {
    // Given / When
    let time = GatherTime(minutesRow: 7, secondsRow: 30)

    // Then
    #expect(time == GatherTime(minutes: 7, seconds: 30))
  }

  @Test func givenRowsPastTheWheels_whenMakingATime_thenTheyAreKeptAtTheEnds() {
    // Given / When
    let time = GatherTime(minutesRow: 75, secondsRow: -3)

    // Then
    #expect(time == GatherTime(minutes: 59, seconds: 0))
  }

  @Test func givenATime_whenOpeningThePicker_thenTheRowsShowIt() {
    // Given
    let time = GatherTime(minutes: 9, seconds: 55)

    // When
    let rows = time.pickerRows

    // Then
    #expect(rows.minutes == 9)
    #expect(rows.seconds == 55)
    #expect(GatherTime(minutesRow: rows.minutes, secondsRow: rows.seconds) == time)
  }

  @Test func givenStepperValues_whenReadAsGoals_thenTheyAreWholeAndWithinTheScoreRange() {
    // Given
    let values: [Double] = [0, 3, 2.6, 140, -1, .nan]

    // When
    let goals = values.map(GatherResult.goals(fromStepperValue:))

    // Then
    #expect(goals == [0, 3, 3, 100, 0, nil])
  }
}
