@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVP

/// Player Edit's declarative screen over its view state and presenter: each keystroke and tapped
/// option reaches the presenter, and Done saves, tells the delegate and goes back.
@MainActor
@Suite struct PlayerEditScreenTests {
  private func makeSUT(field: PlayerField) -> (
    driver: Driver, router: ScreenRouter, delegate: PlayerEditPresenterDelegateSpy,
    env: TestEnvironment
  ) {
    let env = TestEnvironment(players: [.completeFixture()])
    let router = ScreenRouter(environment: env.environment)
    let delegate = PlayerEditPresenterDelegateSpy()
    router.showPlayerEdit(for: .completeFixture(), field: field, delegate: delegate)
    return (showStack(router), router, delegate, env)
  }

  @Test func givenNameField_whenShown_thenDoneIsADisabledBarButtonBesideTheName() async throws {
    // Given, When
    let (driver, _, _, _) = makeSUT(field: .name)
    await driver.waitUntilIdle()

    // Then
    #expect(
      driver.controls.contains(
        ControlSnapshot(
          kind: .barButton, address: "playerEdit.doneButton", title: "Done", isEnabled: false)))
    #expect(try driver.text(of: "playerEdit.textField") == "Ana")
    #expect(driver.title == "Name")
  }

  @Test func givenTextField_whenTypingAndTappingDone_thenPresenterGetsEachEditAndDone()
    async throws
  {
    // Given
    let (driver, router, delegate, _) = makeSUT(field: .name)
    await driver.waitUntilIdle()
    try await driver.clearText(in: "playerEdit.textField")
    try await driver.type("Bea", into: "playerEdit.textField")
    let doneEnabled = try driver.isEnabled("playerEdit.doneButton")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(doneEnabled)
    #expect(delegate.updatedPlayers.map(\.name) == ["Bea"])
    #expect(router.path.isEmpty)
  }

  @Test func givenOtherPosition_whenDoneTapped_thenSavesTellsTheDelegateAndPops() async throws {
    // Given
    let (driver, router, delegate, env) = makeSUT(field: .preferredPosition)
    await driver.waitUntilIdle()
    try await driver.selectRow(.init(row: 0, section: 0), in: "playerEdit.options")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(delegate.updatedPlayers.map(\.preferredPosition) == [.goalkeeper])
    #expect(env.players.calls.count == 1)
    #expect(router.path.isEmpty)
  }

  @Test func givenFailingUpdate_whenDoneTapped_thenTheAlertShowsAndTheScreenStays() async throws {
    // Given
    let (driver, router, delegate, env) = makeSUT(field: .skill)
    await driver.waitUntilIdle()
    env.players.control.fail(.update, with: .transport)
    try await driver.selectRow(.init(row: 0, section: 0), in: "playerEdit.options")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(driver.alert?.actions == ["OK"])
    #expect(!driver.isLoading)
    #expect(delegate.updatedPlayers.isEmpty)
    #expect(router.screenNames == ["playerEdit"])
  }
}
