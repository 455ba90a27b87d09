@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// The binding of Player Edit's declarative screen to an injected view model.
@MainActor
@Suite struct PlayerEditScreenTests {
  private let player = Player.completeFixture()

  private func makeSUT(field: PlayerField) -> (
    driver: Driver, actions: PlayerEditActionsSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: [player])
    let actions = PlayerEditActionsSpy()
    let screen = PlayerEditScreen(
      player: player, field: field, playerService: env.players, actions: actions.actions)
    return (ScreenHost.show(HostingController(rootView: screen)), actions, env)
  }

  @Test func givenTextField_whenScreenIsShown_thenTitleTextAndDisabledDoneComeFromTheViewModel()
    throws
  {
    // When
    let (driver, _, _) = makeSUT(field: .favouriteTeam)

    // Then
    #expect(driver.title == "Favourite team")
    #expect(try driver.text(of: "playerEdit.textField") == "FC Porto")
    #expect(driver.element("playerEdit.options") == nil)
    #expect(try !driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenOptions_whenAnotherOptionIsTapped_thenCheckmarkAndDoneFollowTheViewModel()
    async throws
  {
    // Given
    let (driver, _, _) = makeSUT(field: .skill)

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerEdit.options")

    // Then
    #expect(driver.element("playerEdit.textField") == nil)
    #expect(
      try driver.rows(in: "playerEdit.options").first?.map(\.accessory) == [
        .checkmark, .none, .none,
      ])
    #expect(try driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenTypedAge_whenDoneTapped_thenTheViewModelSavesAndReports() async throws {
    // Given
    let (driver, actions, env) = makeSUT(field: .age)
    try await driver.clearText(in: "playerEdit.textField")
    try await driver.type("31", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    var updated = player
    updated.age = 31
    #expect(env.players.calls == [.update(updated)])
    #expect(actions.calls == [.playerUpdated(updated), .close])
  }

  @Test func givenFailingUpdate_whenDoneTapped_thenTheViewModelsAlertIsPresented() async throws {
    // Given
    let (driver, actions, env) = makeSUT(field: .name)
    env.players.control.fail(.update, with: .transport)
    try await driver.type("x", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(driver.alert?.title == "Error update")
    #expect(!driver.isLoading)
    #expect(actions.calls.isEmpty)
  }

  @Test func givenTheViewModelsAlert_whenOKTapped_thenItIsGoneForGood() async throws {
    // Given
    let (driver, _, env) = makeSUT(field: .name)
    env.players.control.fail(.update, with: .transport)
    try await driver.type("x", into: "playerEdit.textField")
    try await driver.tap("playerEdit.doneButton")

    // When: OK, then a change that evaluates the screen again
    try await driver.tapAlertAction("OK")
    try await driver.type("y", into: "playerEdit.textField")

    // Then: the view model's alert was cleared, so the screen's next pass does not show it again
    #expect(driver.alert == nil)
  }
}
