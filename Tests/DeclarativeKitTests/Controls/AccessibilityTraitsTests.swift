@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct AccessibilityTraitsTests {
  private struct Scoreboard: DeclarativeKit.View {
    @State private var goals = 0

    var body: some DeclarativeKit.View {
      VStack {
        Text("Goals: \(goals)")
          .accessibilityAddTraits(.isHeader)
          .accessibilityValue("\(goals) goals")
          .accessibilityIdentifier("goals")
        Button("Score") { goals += 1 }
          .accessibilityRemoveTraits(.isImage)
          .accessibilityHidden(false)
      }
      .accessibilityElement(children: .combine)
      .background(.separator)
    }
  }

  @Test func givenTraitsAndValues_whenTheButtonIsTapped_thenItActsAndDrawsAsWithout() async throws {
    // Given
    let (_, driver, _) = host(Scoreboard())
    let plain = host(
      VStack {
        Text("Goals: 1")
        Button("Score") {}
      }
    ).driver.render()
    // When
    try await driver.tap("Score")
    // Then
    #expect(try driver.text(of: "goals") == "Goals: 1")
    #expect(driver.render() == plain)
  }
}
