import Testing
import ViewKit

@MainActor @Suite struct DriverInteractionTests {
  @Test func givenScreenIgnoringInput_whenTappingABarButton_thenItIsRefused() async {
    // Given
    let (driver, settings) = TestScreens.settings()
    settings.view.isUserInteractionEnabled = false

    // When
    let error = await #expect(throws: DriverError.self) { try await driver.tap("Reset") }

    // Then
    #expect(
      error?.description.hasPrefix("Cannot reach \"Reset\": the screen ignores input for now.")
        == true)
    #expect(driver.alert == nil)
  }

  @Test func givenContainerIgnoringInput_whenTogglingASwitchInside_thenItIsRefused() async throws {
    // Given
    let (driver, settings) = TestScreens.settings()
    settings.syncSwitch.isUserInteractionEnabled = false

    // When
    let error = await #expect(throws: DriverError.self) { try await driver.toggle("settings.sync") }

    // Then
    #expect(error.map { if case .ignoringInput = $0 { true } else { false } } == true)
    #expect(try driver.isOn("settings.sync"))
  }

  @Test func givenInputTurnedBackOn_whenTapping_thenTheActionRuns() async throws {
    // Given
    let (driver, settings) = TestScreens.settings()
    settings.view.isUserInteractionEnabled = false
    settings.view.isUserInteractionEnabled = true

    // When
    try await driver.toggle("settings.sync")

    // Then
    #expect(try driver.isOn("settings.sync") == false)
  }
}
