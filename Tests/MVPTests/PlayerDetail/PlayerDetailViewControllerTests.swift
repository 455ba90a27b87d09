import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVP

@MainActor
@Suite struct PlayerDetailViewControllerTests {
  private func makeSUT() -> (
    sut: PlayerDetailViewController, driver: Driver, delegate: PlayerDetailPresenterDelegateSpy,
    env: TestEnvironment
  ) {
    let env = TestEnvironment(players: [.completeFixture()])
    let delegate = PlayerDetailPresenterDelegateSpy()
    let sut = PlayerDetailViewController(
      player: .completeFixture(), environment: env.environment, delegate: delegate)
    return (sut, ScreenHost.show(sut), delegate, env)
  }

  @Test func givenAna_whenShown_thenHerNameIsTheTitleAndHerFieldsAreListed() throws {
    // Given, When
    let (_, driver, _, _) = makeSUT()

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.rows(in: "playerDetail.table").joined().count == 5)
  }

  @Test func givenDetail_whenItsViewAsksForAgeEdit_thenPlayerEditIsPushedForAge() async {
    // Given
    let (sut, driver, _, _) = makeSUT()

    // When
    sut.showPlayerEdit(for: .completeFixture(), field: .age)
    await driver.waitUntilIdle()

    // Then
    #expect(driver.topViewController is PlayerEditViewController)
    #expect(driver.title == "Age")
  }

  @Test func givenPushedEdit_whenANewNameIsSaved_thenDetailShowsItAndTellsItsDelegate()
    async throws
  {
    // Given
    let (sut, driver, delegate, _) = makeSUT()
    sut.showPlayerEdit(for: .completeFixture(), field: .name)
    try await driver.type("Bea", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(driver.topViewController === sut)
    #expect(driver.title == "Bea")
    #expect(delegate.updatedPlayers.map(\.name) == ["Bea"])
  }
}
