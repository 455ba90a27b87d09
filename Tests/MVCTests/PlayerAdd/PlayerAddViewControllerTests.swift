import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVC

@MainActor
@Suite struct PlayerAddViewControllerTests {
  /// Player Add pushed over a plain root screen, reporting to a spy.
  private func makeSUT() -> (
    driver: Driver, delegate: PlayerAddViewControllerDelegateSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment()
    let delegate = PlayerAddViewControllerDelegateSpy()
    let driver = ScreenHost.show(
      PlayerAddViewController(playerService: env.players, delegate: delegate))
    return (driver, delegate, env)
  }

  @Test func givenPlayerAdd_whenNameIsTypedThenCleared_thenDoneFollowsTheField() async throws {
    // Given
    let (driver, _, _) = makeSUT()
    let disabledAtFirst = try driver.isEnabled("playerAdd.doneButton")

    // When
    try await driver.type("Eve", into: "playerAdd.name")
    let enabledAfterTyping = try driver.isEnabled("playerAdd.doneButton")
    try await driver.clearText(in: "playerAdd.name")

    // Then
    #expect(driver.title == "Add Player")
    #expect(!disabledAtFirst)
    #expect(enabledAfterTyping)
    #expect(try !driver.isEnabled("playerAdd.doneButton"))
  }

  @Test func givenCreateFails_whenDoneTapped_thenErrorAlertAndStaysOnPlayerAdd() async throws {
    // Given
    let (driver, delegate, env) = makeSUT()
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
    #expect(!driver.isLoading)
    #expect(driver.topViewController is PlayerAddViewController)
    #expect(try driver.text(of: "playerAdd.name") == "Eve")
    #expect(delegate.calls.isEmpty)
  }

  @Test func givenName_whenDoneTapped_thenCreatesWithOnlyTheNameNotifiesAndPops() async throws {
    // Given
    let (driver, delegate, env) = makeSUT()
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(env.players.calls == [.create(PlayerCreate(name: "Eve"))])
    #expect(delegate.calls == [.didCreatePlayer])
    #expect(!(driver.topViewController is PlayerAddViewController))
  }

  @Test func givenCreated_whenDelegateIsTold_thenTheScreenHasAlreadyPopped() async throws {
    // Given
    let (driver, delegate, _) = makeSUT()
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(delegate.wasOnTopWhenTold == [false])
  }

  @Test func givenCreateInFlight_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, delegate, env) = makeSUT()
    let gate = env.players.control.suspend(.create)
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    let tap = Task { try await driver.tap("playerAdd.doneButton") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    let toldDuringCall = delegate.calls
    gate.open()
    try await tap.value

    // Then
    #expect(loadingDuringCall)
    #expect(toldDuringCall.isEmpty)
    #expect(!driver.isLoading)
    #expect(delegate.calls == [.didCreatePlayer])
  }
}
