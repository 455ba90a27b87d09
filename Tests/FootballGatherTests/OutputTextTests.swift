import Testing

@testable import FootballGather

/// Text fitted to the screen before the terminal gets it.
@MainActor @Suite struct OutputTextTests {
  @Test func givenALongErrorUnderAShortLine_whenFitted_thenOnlyTheLongLineWrapsBetweenWords() {
    // Given
    let message = "  kept  as is\n'ab' matches several: 3 Abe, 7 Abby — use the number."
    // When
    let fitted = OutputText.fitted(message, width: 20)
    // Then
    #expect(
      fitted == "  kept  as is\n'ab' matches\nseveral: 3 Abe, 7\nAbby — use the\nnumber.")
  }

  @Test func givenAWordWiderThanTheLine_whenWrapped_thenItIsCutToFit() {
    // When
    let wrapped = OutputText.wrapped(["a", String(repeating: "W", count: 12)], width: 5)
    // Then
    #expect(wrapped == "a\nWWWWW\nWWWWW\nWW")
  }

  @Test func givenAFirstLineAndAnIndent_whenWrapped_thenLaterLinesStartAtTheIndent() {
    // When
    let wrapped = OutputText.wrapped(
      ["one", "two", "three"], width: 12, indent: 4, firstLine: "  x ")
    // Then
    #expect(wrapped == "  x one two\n    three")
  }
}
