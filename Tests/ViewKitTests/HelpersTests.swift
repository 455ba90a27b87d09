import Testing

@testable import ViewKit

@MainActor
@Suite struct HelpersTests {
  @Test func givenAScreen_whenPresentingAnErrorAlert_thenOneButtonDismissesIt() async throws {
    // Given
    let screen = ViewController()
    let driver = Driver(window: Window(rootViewController: screen))

    // When
    screen.presentErrorAlert(title: "Error", message: "It failed.", buttonTitle: "OK")

    // Then
    #expect(screen.presentedAlert?.title == "Error")
    #expect(screen.presentedAlert?.message == "It failed.")
    #expect(screen.presentedAlert?.actions.map(\.title) == ["OK"])
    try await driver.tapAlertAction("OK")
    #expect(screen.presentedAlert == nil)
  }

  @Test func givenAStepper_whenConfiguredWithARange_thenItCountsByOneFromTheLowerBound() {
    // Given
    let stepper = Stepper()
    stepper.value = 42

    // When
    stepper.configure(range: 2...9)

    // Then
    #expect(stepper.minimumValue == 2)
    #expect(stepper.maximumValue == 9)
    #expect(stepper.stepValue == 1)
    #expect(stepper.value == 2)
  }
}
