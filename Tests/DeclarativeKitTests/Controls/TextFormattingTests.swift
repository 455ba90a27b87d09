@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct TextFormattingTests {
  private struct Shown<Content: DeclarativeKit.View>: DeclarativeKit.View {
    let content: Content

    var body: some DeclarativeKit.View {
      content.accessibilityIdentifier("text")
    }
  }

  private func shown(_ text: Text) throws -> String {
    let (_, driver, _) = host(Shown(content: text))
    return try driver.text(of: "text")
  }

  @Test func givenADate_whenShownWithDateAndTimeStyles_thenDateFormatterLongAndShortAreUsed()
    throws
  {
    // Given
    let date = Date(timeIntervalSince1970: 1_559_600_000)
    let long = DateFormatter()
    long.dateStyle = .long
    let short = DateFormatter()
    short.timeStyle = .short
    // When
    let day = try shown(Text(date, style: .date))
    let time = try shown(Text(date, style: .time))
    // Then
    #expect(day == long.string(from: date))
    #expect(time == short.string(from: date))
  }

  @Test func givenADateTwoDaysAhead_whenShownRelativeAndOffset_thenTheDistanceIsNamed() throws {
    // Given
    let date = Date().addingTimeInterval(2 * 86_400 + 3 * 3_600 + 30)
    // When
    let relative = try shown(Text(date, style: .relative))
    let offset = try shown(Text(date, style: .offset))
    // Then
    #expect(relative == "2 days, 3 hours")
    #expect(offset == "+2 days")
  }

  @Test func givenADateInThePast_whenShownAsATimer_thenItShowsHoursMinutesAndSeconds() throws {
    // Given
    let date = Date().addingTimeInterval(-(36 * 3_600 + 59 * 60 + 1.5))
    // When
    let timer = try shown(Text(date, style: .timer))
    let offset = try shown(Text(date, style: .offset))
    // Then
    #expect(timer == "36:59:01")
    #expect(offset == "-1 day")
  }

  @Test func givenANumberAndAFormat_whenShown_thenTheFormatStyleFormatsIt() throws {
    // Given
    let count = 1_234
    let date = Date(timeIntervalSince1970: 0)
    // When
    let number = try shown(Text(count, format: .number))
    let year = try shown(Text(date, format: .dateTime.year()))
    // Then
    #expect(number == count.formatted(.number))
    #expect(year == date.formatted(.dateTime.year()))
  }

  @Test func givenTextsJoinedWithPlus_whenShown_thenTheyReadAsOne() throws {
    // Given
    let name = "Ana Maria".split(separator: " ")[0]
    // When
    let text = try shown(Text("Hello, ") + Text(name) + Text(verbatim: "!"))
    // Then
    #expect(text == "Hello, Ana!")
  }

  @Test func givenALocalizedStringWithoutATranslation_whenShown_thenTheKeyShows() throws {
    // Given
    let greeting = String(localized: "Welcome")
    // When
    let text = try shown(Text(greeting))
    // Then
    #expect(text == "Welcome")
  }
}
