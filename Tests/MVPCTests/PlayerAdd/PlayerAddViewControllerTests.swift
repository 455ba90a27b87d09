import Domain
import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct PlayerAddViewControllerTests {
  private func makeSUT() -> (
    sut: PlayerAddViewController, driver: Driver, delegate: PlayerAddPresenterDelegateSpy,
    env: TestEnvironment
  ) {
    let env = TestEnvironment()
    let delegate = PlayerAddPresenterDelegateSpy()
    let layout = PlayerAddLayout()
    let screenView = PlayerAddView(layout: layout)
    let presenter = PlayerAddPresenter(
      view: screenView, playerService: env.players, delegate: delegate)
    let sut = PlayerAddViewController(
      layout: layout, screenView: screenView, presenter: presenter)
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

  @Test func givenTypedName_whenDoneTapped_thenCreatesAndTellsTheDelegateWithoutPopping()
    async throws
  {
    // Given
    let (sut, driver, delegate, env) = makeSUT()
    try await driver.type("Eva", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(env.players.calls == [.create(PlayerCreate(name: "Eva"))])
    #expect(delegate.calls == [.playerAddDidCreatePlayer])
    #expect(driver.topViewController === sut)
  }
}
