@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct TextTests {
  @Test func givenText_whenHosted_thenALabelShowsIt() throws {
    // Given
    let (_, driver, _) = host(Text("Hello").accessibilityIdentifier("greeting"))
    // When
    let label = try #require(driver.element("greeting") as? ViewKit.Label)
    // Then
    #expect(label.text == "Hello")
  }

  @Test func givenText_whenItChanges_thenTheSameLabelShowsTheNewText() throws {
    // Given
    let (_, driver, screen) = host(Text("Hello").accessibilityIdentifier("greeting"))
    let before = try #require(driver.element("greeting"))
    // When
    screen.rootView = Text(verbatim: "Bye").accessibilityIdentifier("greeting")
    // Then
    let after = try #require(driver.element("greeting") as? ViewKit.Label)
    #expect(after === before)
    #expect(after.text == "Bye")
  }
}
