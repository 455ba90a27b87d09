@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVP

/// Player Add's declarative screen over its view state and presenter: the typed name reaches the
/// presenter, and Done creates, tells the delegate and goes back.
@MainActor
@Suite struct PlayerAddScreenTests {
  private func makeSUT() -> (
    driver: Driver, router: ScreenRouter, delegate: PlayerAddPresenterDelegateSpy,
    env: TestEnvironment
  ) {
    let env = TestEnvironment()
    let router = ScreenRouter(environment: env.environment)
    let delegate = PlayerAddPresenterDelegateSpy()
    router.showPlayerAdd(delegate: delegate)
    return (showStack(router), router, delegate, env)
  }

  @Test func givenNewScreen_whenShown_thenTitleAndADisabledDoneInTheBar() async {
    // Given, When
    let (driver, _, _, _) = makeSUT()
    await driver.waitUntilIdle()

    // Then
    #expect(driver.title == "Add Player")
    #expect(
      driver.controls.contains(
        ControlSnapshot(
          kind: .barButton, address: "playerAdd.doneButton", title: "Done", isEnabled: false)))
  }

  @Test func givenTypedName_whenDoneTapped_thenCreatesTellsTheDelegateAndPops() async throws {
    // Given
    let (driver, router, delegate, env) = makeSUT()
    await driver.waitUntilIdle()
    try await driver.type("Eva", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(env.players.calls == [.create(PlayerCreate(name: "Eva"))])
    #expect(delegate.calls == [.playerAddDidCreatePlayer])
    #expect(router.path.isEmpty)
  }

  @Test func givenFailingCreate_whenDoneTapped_thenTheAlertShowsAndTheScreenStays() async throws {
    // Given
    let (driver, router, delegate, env) = makeSUT()
    await driver.waitUntilIdle()
    env.players.control.fail(.create, with: .transport)
    try await driver.type("Eva", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(driver.alert?.actions == ["OK"])
    #expect(delegate.calls.isEmpty)
    #expect(router.screenNames == ["playerAdd"])
  }
}
