import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// The binding of Player Edit's controller to an injected view model.
@MainActor
@Suite struct PlayerEditViewControllerTests {
  private let player = Player.completeFixture()

  private func makeSUT(field: PlayerField) -> (
    driver: Driver, actions: PlayerEditActionsSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: [player])
    let actions = PlayerEditActionsSpy()
    let screen = PlayerEditViewController(
      player: player, field: field, playerService: env.players, actions: actions.actions)
    return (ScreenHost.show(screen), actions, env)
  }

  @Test func givenTextField_whenScreenIsShown_thenTitleTextAndDisabledDoneComeFromTheViewModel()
    throws
  {
    // When
    let (driver, _, _) = makeSUT(field: .favouriteTeam)

    // Then
    #expect(driver.title == "Favourite team")
    #expect(try driver.text(of: "playerEdit.textField") == "FC Porto")
    #expect(try driver.isHidden("playerEdit.options"))
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
    #expect(try driver.isHidden("playerEdit.textField"))
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

  @Test func givenUpdateHeld_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, actions, env) = makeSUT(field: .name)
    let gate = env.players.control.suspend(.update)
    try await driver.type("x", into: "playerEdit.textField")

    // When
    let tap = Task { try await driver.tap("playerEdit.doneButton") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    gate.open()
    try await tap.value

    // Then
    #expect(loadingDuringCall)
    #expect(!driver.isLoading)
    #expect(actions.calls.count == 2)
  }
}
