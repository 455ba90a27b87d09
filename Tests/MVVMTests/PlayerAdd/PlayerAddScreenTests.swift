@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// The binding of Player Add's declarative screen to an injected view model.
@MainActor
@Suite struct PlayerAddScreenTests {
  private func makeSUT() -> (driver: Driver, actions: PlayerAddActionsSpy, env: TestEnvironment) {
    let env = TestEnvironment()
    let actions = PlayerAddActionsSpy()
    let screen = PlayerAddScreen(playerService: env.players, actions: actions.actions)
    return (ScreenHost.show(HostingController(rootView: screen)), actions, env)
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

  @Test func givenTheViewModelsAlert_whenOKTapped_thenItIsGoneForGood() async throws {
    // Given
    let (driver, _, env) = makeSUT()
    env.players.control.fail(.create, with: .transport)
    try await driver.type("Eve", into: "playerAdd.name")
    try await driver.tap("playerAdd.doneButton")

    // When: OK, then a change that evaluates the screen again
    try await driver.tapAlertAction("OK")
    try await driver.type("x", into: "playerAdd.name")

    // Then: the view model's alert was cleared, so the screen's next pass does not show it again
    #expect(driver.alert == nil)
  }
}
