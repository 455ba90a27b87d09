import Foundation
import Testing
import ViewKit

@MainActor @Suite struct DriverTests {
  @Test func givenAnEmptyName_whenTyping_thenEachKeystrokeIsReportedAndSaveEnables() async throws {
    // Given
    let (driver, settings) = TestScreens.settings()
    #expect(try driver.isEnabled("settings.save") == false)
    // When
    try await driver.type("Ana", into: "settings.name")
    // Then
    #expect(settings.events == ["name:A", "name:An", "name:Ana"])
    #expect(try driver.text(of: "settings.name") == "Ana")
    #expect(try driver.isEnabled("settings.save"))
  }

  @Test func givenText_whenTypingAgain_thenTheTextIsReplaced() async throws {
    // Given
    let (driver, _) = TestScreens.settings()
    try await driver.type("Ana", into: "settings.name")
    // When
    try await driver.type("Bo", into: "settings.name")
    // Then
    #expect(try driver.text(of: "settings.name") == "Bo")
  }

  @Test func givenText_whenClearing_thenTheFieldIsEmptyAndSaveDisables() async throws {
    // Given
    let (driver, settings) = TestScreens.settings()
    try await driver.type("Ana", into: "settings.name")
    // When
    try await driver.clearText(in: "settings.name")
    try await driver.type("", into: "settings.name")
    // Then
    #expect(try driver.text(of: "settings.name") == "")
    #expect(settings.events.suffix(2) == ["name:", "name:"])
    #expect(try driver.isEnabled("settings.save") == false)
  }

  @Test func givenAName_whenTappingSave_thenTheDriverReturnsAfterTheWorkWithTheAlert()
    async throws
  {
    // Given
    let (driver, _) = TestScreens.settings()
    try await driver.type("Ana", into: "settings.name")
    // When
    try await driver.tap("Save")
    // Then
    #expect(driver.isLoading == false)
    #expect(try driver.text(of: "settings.status") == "Saved Ana")
    #expect(
      driver.alert
        == AlertSnapshot(title: "Saved", message: "Your settings were saved.", actions: ["OK"]))
  }

  @Test func givenTheSavedAlert_whenTappingOK_thenTheAlertIsGone() async throws {
    // Given
    let (driver, _) = TestScreens.settings()
    try await driver.type("Ana", into: "settings.name")
    try await driver.tap("settings.save")
    // When
    try await driver.tapAlertAction("OK")
    // Then
    #expect(driver.alert == nil)
  }

  @Test func givenTheResetAlert_whenTappingTheDestructiveAction_thenItsHandlerRanToTheEnd()
    async throws
  {
    // Given
    let (driver, _) = TestScreens.settings()
    try await driver.type("Ana", into: "settings.name")
    try await driver.tap("Reset")
    // When
    try await driver.tapAlertAction("Reset")
    // Then
    #expect(driver.alert == nil)
    #expect(try driver.text(of: "settings.name") == "")
    #expect(try driver.text(of: "settings.status") == "Reset")
  }

  @Test func givenASwitchOn_whenToggled_thenItIsOffAndTheScreenHeard() async throws {
    // Given
    let (driver, settings) = TestScreens.settings()
    // When
    try await driver.toggle("settings.sync")
    // Then
    #expect(try driver.isOn("settings.sync") == false)
    #expect(settings.events == ["sync:false"])
  }

  @Test func givenAStepper_whenSteppingPastItsBounds_thenTheValueIsClamped() async throws {
    // Given
    let (driver, _) = TestScreens.settings()
    // When
    try await driver.stepUp("settings.fontSize")
    try await driver.stepUp("settings.fontSize")
    let top = try driver.value(of: "settings.fontSize")
    for _ in 0..<4 { try await driver.stepDown("settings.fontSize") }
    // Then
    #expect(top == 14)
    #expect(try driver.value(of: "settings.fontSize") == 10)
    #expect(try driver.text(of: "settings.fontLabel") == "Font size 10")
  }

  @Test func givenAPicker_whenPickingARow_thenItIsSelectedAndReported() async throws {
    // Given
    let (driver, settings) = TestScreens.settings()
    // When
    try await driver.pick(row: 1, component: 1, in: "settings.theme")
    // Then
    #expect(try driver.selectedRows(in: "settings.theme") == [0, 1])
    #expect(settings.events == ["pick:1,1"])
  }

  @Test func givenWorkStartedOnAppear_whenWaiting_thenTheDriverSeesItsResult() async throws {
    // Given
    let root = ViewController()
    let label = Label(text: "Loading", identifier: "status")
    root.view.addSubview(label)
    root.run {
      await Task.yield()
      label.text = "Ready"
    }
    let driver = Driver(window: Window(rootViewController: root))
    // When
    await driver.waitUntilIdle()
    // Then
    #expect(try driver.text(of: "status") == "Ready")
  }
}
