@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct ToggleTests {
  private struct Settings: DeclarativeKit.View {
    @State private var isOn = false

    var body: some DeclarativeKit.View {
      Toggle("Sync", isOn: $isOn).accessibilityIdentifier("sync")
      Text(isOn ? "syncing" : "paused").accessibilityIdentifier("state")
      Button("Reset") { isOn = false }
    }
  }

  @Test func givenAToggle_whenTheUserFlipsIt_thenTheBoundStateChanges() async throws {
    // Given
    let (_, driver, _) = host(Settings())
    // When
    try await driver.toggle("sync")
    // Then
    #expect(try driver.text(of: "state") == "syncing")
    #expect(try driver.isOn("sync"))
  }

  @Test func givenAnOnToggle_whenTheStateIsReset_thenTheSameSwitchTurnsOff() async throws {
    // Given
    let (window, driver, _) = host(Settings())
    try await driver.toggle("sync")
    let widget = try #require(driver.element("sync"))
    // When
    try await driver.tap("Reset")
    // Then
    #expect(driver.element("sync") === widget)
    #expect(Renderer.render(window) == "Sync (OFF)\npaused\n[Reset]")
  }
}
