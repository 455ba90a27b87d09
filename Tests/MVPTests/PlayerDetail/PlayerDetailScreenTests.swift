@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVP

/// Player Detail's declarative screen over its view state and presenter: the player's fields,
/// a tapped row reaching the presenter, and a saved edit shown on return.
@MainActor
@Suite struct PlayerDetailScreenTests {
  private func makeSUT() -> (
    driver: Driver, router: ScreenRouter, delegate: PlayerDetailPresenterDelegateSpy
  ) {
    let env = TestEnvironment(players: [.completeFixture()])
    let router = ScreenRouter(environment: env.environment)
    let delegate = PlayerDetailPresenterDelegateSpy()
    router.showPlayerDetail(for: .completeFixture(), delegate: delegate)
    return (showStack(router), router, delegate)
  }

  @Test func givenAna_whenShown_thenHerNameIsTheTitleAndHerFieldsAreListed() async throws {
    // Given, When
    let (driver, _, _) = makeSUT()
    await driver.waitUntilIdle()

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.rows(in: "playerDetail.table").joined().count == 5)
  }

  @Test func givenRows_whenARowIsTapped_thenPresenterGetsItsSectionAndIndex() async throws {
    // Given
    let (driver, router, _) = makeSUT()
    await driver.waitUntilIdle()

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 1), in: "playerDetail.table")

    // Then
    #expect(router.screenNames == ["playerDetail", "playerEdit"])
    #expect(
      router.top(PlayerEditViewState.self)?.field == PlayerDetailSection.allCases[1].fields[0])
  }

  @Test func givenPushedEdit_whenANewNameIsSaved_thenDetailShowsItAndTellsItsDelegate()
    async throws
  {
    // Given
    let (driver, router, delegate) = makeSUT()
    await driver.waitUntilIdle()
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerDetail.table")
    try await driver.clearText(in: "playerEdit.textField")
    try await driver.type("Bea", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(router.screenNames == ["playerDetail"])
    #expect(driver.title == "Bea")
    #expect(delegate.updatedPlayers.map(\.name) == ["Bea"])
  }
}
