import Testing
import ViewKit

@MainActor @Suite struct DriverAccessibilityTests {
  private func makeScreen(_ log: @escaping @MainActor (String) -> Void) -> ViewController {
    let screen = ViewController()
    let add = Button(title: "+") { log("add") }
    add.accessibilityLabel = "Add"
    let save = Button(title: "Save", identifier: "save") { log("save") }
    let decoy = Button(title: "Decoy") { log("decoy") }
    decoy.accessibilityLabel = "save"
    let count = Label(text: "3")
    count.accessibilityLabel = "Three players"
    for view in [add, save, decoy, count] { screen.view.addSubview(view) }
    return screen
  }

  @Test func givenAButtonWithAnAccessibilityLabel_whenTappedByIt_thenItsActionRuns()
    async throws
  {
    // Given
    var log: [String] = []
    let driver = Driver(window: Window(rootViewController: makeScreen { log.append($0) }))
    // When
    try await driver.tap("Add")
    // Then
    #expect(log == ["add"])
    #expect(try driver.text(of: "Three players") == "3")
  }

  @Test func givenAnIdentifierAndALabelAlike_whenTapped_thenTheIdentifierWins() async throws {
    // Given
    var log: [String] = []
    let driver = Driver(window: Window(rootViewController: makeScreen { log.append($0) }))
    // When
    try await driver.tap("save")
    // Then
    #expect(log == ["save"])
  }

  @Test func givenALabelThatIsNotAButton_whenTapped_thenTheDriverSaysSo() async throws {
    // Given
    let driver = Driver(window: Window(rootViewController: makeScreen { _ in }))
    // When
    let error = await #expect(throws: DriverError.self) { try await driver.tap("Three players") }
    // Then
    #expect(error.map { if case .wrongKind = $0 { true } else { false } } == true)
  }
}
