import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVP

@MainActor
@Suite struct PlayerAddViewControllerTests {
  private func makeSUT() -> (
    sut: PlayerAddViewController, driver: Driver, delegate: PlayerAddPresenterDelegateSpy,
    env: TestEnvironment
  ) {
    let env = TestEnvironment()
    let delegate = PlayerAddPresenterDelegateSpy()
    let sut = PlayerAddViewController(environment: env.environment, delegate: delegate)
    return (sut, ScreenHost.show(sut), delegate, env)
  }

  @Test func givenNewScreen_whenShown_thenTitleAndADisabledDoneInTheBar() {
    // Given, When
    let (_, driver, _, _) = makeSUT()

    // Then
    #expect(driver.title == "Add Player")
    #expect(
      driver.controls.contains(
        ControlSnapshot(
          kind: .barButton, address: "playerAdd.doneButton", title: "Done", isEnabled: false)))
  }

  @Test func givenPushedAdd_whenItsViewAsksToGoBack_thenItIsPopped() async {
    // Given
    let (sut, driver, _, _) = makeSUT()

    // When
    sut.popToPreviousScreen()
    await driver.waitUntilIdle()

    // Then
    #expect(driver.topViewController !== sut)
  }

  @Test func givenTypedName_whenDoneTapped_thenCreatesTellsTheDelegateAndPops() async throws {
    // Given
    let (sut, driver, delegate, env) = makeSUT()
    try await driver.type("Eva", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(env.players.calls == [.create(PlayerCreate(name: "Eva"))])
    #expect(delegate.calls == [.playerAddDidCreatePlayer])
    #expect(driver.topViewController !== sut)
  }
}
