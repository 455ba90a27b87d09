import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MV

@MainActor
@Suite struct PlayerEditScreenTests {
  private let player = Player.completeFixture(id: 1, name: "Ana")
  private let options = "playerEdit.options"

  /// Player Edit of `field` of `edited`, over the list and its detail, the squad loaded.
  private func makeSUT(_ field: PlayerField, of edited: Player? = nil) async -> (
    driver: Driver, host: AppHost
  ) {
    let edited = edited ?? player
    let host = AppHost(TestEnvironment(players: [edited]))
    let driver = await host.show(
      [.playerList, .playerDetail(edited), .playerEdit(edited, field)])
    return (driver, host)
  }

  @Test func givenTextField_whenScreenIsShown_thenRowTitleTextFieldOnlyAndDoneDisabled()
    async throws
  {
    // Given / When
    let (driver, _) = await makeSUT(.favouriteTeam)

    // Then
    #expect(driver.title == "Favourite team")
    #expect(try driver.text(of: "playerEdit.textField") == "FC Porto")
    #expect(!driver.isShown(options))
    #expect(try !driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenNameField_whenTyping_thenDoneIsEnabledOnlyForAChangedNonEmptyName()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT(.name)

    // When
    try await driver.type("ANA", into: "playerEdit.textField")
    let sameIgnoringCase = try driver.isEnabled("playerEdit.doneButton")
    try await driver.type("", into: "playerEdit.textField")
    let empty = try driver.isEnabled("playerEdit.doneButton")
    try await driver.type("Anabela", into: "playerEdit.textField")

    // Then
    #expect(!sameIgnoringCase)
    #expect(!empty)
    #expect(try driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenFavouriteTeamField_whenTextIsCleared_thenDoneIsEnabled() async throws {
    // Given
    let (driver, _) = await makeSUT(.favouriteTeam)

    // When
    try await driver.type("", into: "playerEdit.textField")

    // Then
    #expect(try driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenPositionOptions_whenGoalkeeperIsTapped_thenCheckmarkMovesAndDoneIsEnabled()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT(.preferredPosition)

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: options)

    // Then
    #expect(!driver.isShown("playerEdit.textField"))
    #expect(
      try driver.rows(in: options).first?.map(\.accessory) == [
        .checkmark, .none, .none, .none, .none,
      ])
    #expect(try driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenOtherOptionChosen_whenOriginalOptionTappedAgain_thenDoneIsDisabled()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT(.skill)
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: options)

    // When
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: options)

    // Then
    #expect(try driver.rows(in: options).first?[2].accessory == .checkmark)
    #expect(try !driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenPlayerWithoutSkill_whenSkillOptionsAreRead_thenNoneIsChecked() async throws {
    // Given / When
    let (driver, _) = await makeSUT(.skill, of: .fixture(id: 1, name: "Bo"))

    // Then
    #expect(
      try driver.rows(in: options).first?.allSatisfy { $0.accessory != .checkmark } == true)
    #expect(try !driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenNewAge_whenDoneSucceeds_thenScreenIsPoppedAndTheSquadHasTheUpdatedPlayer()
    async throws
  {
    // Given
    let (driver, host) = await makeSUT(.age)
    try await driver.type("28", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    var updated = player
    updated.age = 28
    #expect(driver.isShowing(PlayerDetailScreen.self))
    #expect(host.env.players.calls.last == .update(updated))
    #expect(host.squad.player(id: 1)?.age == 28)
    #expect(!driver.isLoading)
  }

  @Test func givenAgeThatIsNotAnInteger_whenDoneTapped_thenAgeIsClearedInTheUpdate()
    async throws
  {
    // Given
    let (driver, host) = await makeSUT(.age)
    try await driver.type("old", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    var updated = player
    updated.age = nil
    #expect(host.env.players.calls.last == .update(updated))
  }

  @Test func givenFailingUpdate_whenDoneIsTapped_thenErrorAlertAndTheScreenStays() async throws {
    // Given
    let (driver, host) = await makeSUT(.name)
    host.env.players.control.fail(.update, with: .transport)
    try await driver.type("Anabela", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error update", message: "Unable to update player. Please try again.",
          actions: ["OK"]))
    #expect(!driver.isLoading)
    #expect(driver.isShowing(PlayerEditScreen.self))
    #expect(host.squad.player(id: 1)?.name == "Ana")
  }

  @Test func givenUpdateHeld_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, host) = await makeSUT(.name)
    let gate = host.env.players.control.suspend(.update)
    try await driver.type("Anabela", into: "playerEdit.textField")

    // When
    let tap = Task { try await driver.tap("playerEdit.doneButton") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    gate.open()
    try await tap.value

    // Then
    #expect(loadingDuringCall)
    #expect(!driver.isLoading)
  }

  @Test func givenFailedUpdate_whenDoneTappedAgain_thenACopyOfTheOriginalIsSentAgain()
    async throws
  {
    // Given
    let (driver, host) = await makeSUT(.name)
    host.env.players.control.fail(.update, with: .transport)
    try await driver.type("Anabela", into: "playerEdit.textField")
    try await driver.tap("playerEdit.doneButton")
    try await driver.tapAlertAction("OK")
    host.env.players.control.succeed(.update)

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    var renamed = player
    renamed.name = "Anabela"
    #expect(host.env.players.calls.suffix(2) == [.update(renamed), .update(renamed)])
    #expect(driver.isShowing(PlayerDetailScreen.self))
  }
}
