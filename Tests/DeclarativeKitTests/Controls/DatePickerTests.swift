@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct DatePickerTests {
  private static let utc = TimeZone(identifier: "UTC") ?? .current
  /// 2026-05-01 14:30:00 UTC.
  private static let kickOff = Date(timeIntervalSince1970: 1_777_645_800)
  /// 2026-04-01 00:00 UTC to 2026-06-30 23:59:59 UTC.
  private static let season =
    Date(timeIntervalSince1970: 1_775_001_600)...Date(timeIntervalSince1970: 1_782_863_999)

  private struct Match: DeclarativeKit.View {
    @State private var date = DatePickerTests.kickOff
    @State private var note = ""

    var body: some DeclarativeKit.View {
      Text("Stored \(Int(date.timeIntervalSince1970))")
      DatePicker("Day", selection: $date, in: DatePickerTests.season, displayedComponents: .date)
        .accessibilityIdentifier("day")
      DatePicker("Kick-off", selection: $date, displayedComponents: .hourAndMinute)
      DatePicker("When", selection: $date)
    }
  }

  private struct Bounded: DeclarativeKit.View {
    @State private var date = DatePickerTests.kickOff

    var body: some DeclarativeKit.View {
      DatePicker(
        "From", selection: $date, in: DatePickerTests.kickOff..., displayedComponents: .date
      )
      .accessibilityIdentifier("from")
      DatePicker(selection: $date, in: ...DatePickerTests.kickOff) {
        Label("Until", systemImage: "calendar")
      }
      .accessibilityIdentifier("until")
    }
  }

  private func makeSUT() -> (Window, Driver) {
    let (window, driver, _) = host(Match().environment(\.timeZone, Self.utc))
    return (window, driver)
  }

  @Test func givenDatePickers_whenRendered_thenEachShowsItsLabelAndItsParts() {
    // Given
    let (window, _) = makeSUT()
    // When
    let text = Renderer.render(window)
    // Then
    #expect(
      text == """
        Stored 1777645800
        Day [2026-05-01__________]
        Kick-off [14:30_______________]
        When [2026-05-01 14:30____]
        """)
  }

  @Test func givenADatePicker_whenADayIsTyped_thenTheBindingTakesItAndKeepsTheTime()
    async throws
  {
    // Given
    let (window, driver) = makeSUT()
    // When
    try await driver.type("2026-05-03", into: "day")
    // Then
    #expect(Renderer.render(window).hasPrefix("Stored \(1_777_645_800 + 2 * 86_400)\n"))
  }

  @Test func givenATimePicker_whenATimeIsTypedByItsLabel_thenTheDayIsKept() async throws {
    // Given
    let (window, driver) = makeSUT()
    // When
    try await driver.type("09:05", into: "Kick-off")
    // Then
    let text = Renderer.render(window)
    #expect(text.contains("Day [2026-05-01"))
    #expect(text.contains("When [2026-05-01 09:05"))
  }

  @Test func givenARange_whenADateOutsideItIsTyped_thenItIsClampedToTheRange() async throws {
    // Given
    let (window, driver) = makeSUT()
    // When
    try await driver.type("2027-01-01", into: "day")
    // Then
    #expect(Renderer.render(window).contains("When [2026-06-30 23:59"))
  }

  @Test func givenADatePicker_whenTextThatIsNoDateIsEntered_thenTheDateStaysAndIsShownAgain()
    async throws
  {
    // Given
    let (window, driver) = makeSUT()
    try await driver.type("soon", into: "day")
    #expect(Renderer.render(window).hasPrefix("Stored 1777645800\nDay [soon"))
    // When
    try await driver.submit("day")
    // Then
    #expect(Renderer.render(window).hasPrefix("Stored 1777645800\nDay [2026-05-01"))
  }

  @Test func givenPartialRanges_whenDatesBeyondThemAreTyped_thenTheKeptDateIsShownAgain()
    async throws
  {
    // Given
    let (window, driver, _) = host(Bounded().environment(\.timeZone, Self.utc))
    // When
    try await driver.type("2026-01-01", into: "from")
    try await driver.type("2026-12-01 10:00", into: "until")
    // Then
    #expect(
      Renderer.render(window) == """
        From [2026-05-01__________]
        Until [2026-05-01 14:30____]
        """)
  }
}
