@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct AccessibilityTests {
  private struct Screen: DeclarativeKit.View {
    let log: EventLog
    let isLabelled: Bool

    var body: some DeclarativeKit.View {
      if isLabelled {
        Button("+") { log.append("add") }
          .accessibilityLabel("Add player").accessibilityHint(Text("Adds a player to the list"))
      } else {
        Button("+") { log.append("add") }
      }
      Text("3").accessibilityLabel(Text("Three players"))
    }
  }

  @Test func givenAnAccessibilityLabel_whenTappedByIt_thenTheButtonActs() async throws {
    // Given
    let log = EventLog()
    let (_, driver, _) = host(Screen(log: log, isLabelled: true))
    // When
    try await driver.tap("Add player")
    // Then
    #expect(log.events == ["add"])
    #expect(driver.element("Add player")?.accessibilityHint == "Adds a player to the list")
    #expect(try driver.text(of: "Three players") == "3")
  }

  @Test func givenALabelledButton_whenTheLabelIsGone_thenItIsNotFoundByIt() async throws {
    // Given
    let log = EventLog()
    let (_, driver, screen) = host(Screen(log: log, isLabelled: true))
    // When
    screen.rootView = Screen(log: log, isLabelled: false)
    // Then
    await #expect(throws: DriverError.self) { try await driver.tap("Add player") }
    #expect(driver.element("Add player") == nil)
  }
}
