import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// The binding of Player Add's controller to an injected view model.
@MainActor
@Suite struct PlayerAddViewControllerTests {
  private func makeSUT() -> (driver: Driver, actions: PlayerAddActionsSpy, env: TestEnvironment) {
    let env = TestEnvironment()
    let actions = PlayerAddActionsSpy()
    let screen = PlayerAddViewController(playerService: env.players, actions: actions.actions)
    return (ScreenHost.show(screen), actions, env)
  }

  @Test func givenPlayerAdd_whenNameIsTypedThenCleared_thenDoneFollowsTheField() async throws {
    // Given
    let (driver, _, _) = makeSUT()
    let enabledAtFirst = try driver.isEnabled("playerAdd.doneButton")

    // When
    try await driver.type("Eve", into: "playerAdd.name")
    let enabledAfterTyping = try driver.isEnabled("playerAdd.doneButton")
    try await driver.clearText(in: "playerAdd.name")

    // Then
    #expect(driver.title == "Add Player")
    #expect(!enabledAtFirst)
    #expect(enabledAfterTyping)
    #expect(try !driver.isEnabled("playerAdd.doneButton"))
  }

  @Test func givenTypedName_whenDoneTapped_thenTheViewModelCreatesAndReports() async throws {
    // Given
    let (driver, actions, env) = makeSUT()
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(env.players.calls == [.create(PlayerCreate(name: "Eve"))])
    #expect(actions.calls == [.close, .playerCreated])
    #expect(!driver.isLoading)
  }

  @Test func givenCreateFails_whenDoneTapped_thenTheViewModelsAlertIsPresented() async throws {
    // Given
    let (driver, actions, env) = makeSUT()
    env.players.control.fail(.create, with: .transport)
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error update", message: "Unable to create player. Please try again.",
          actions: ["OK"]))
    #expect(actions.calls.isEmpty)
  }

  @Test func givenCreateInFlight_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, actions, env) = makeSUT()
    let gate = env.players.control.suspend(.create)
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    let tap = Task { try await driver.tap("playerAdd.doneButton") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    gate.open()
    try await tap.value

    // Then
    #expect(loadingDuringCall)
    #expect(!driver.isLoading)
    #expect(actions.calls == [.close, .playerCreated])
  }
}
