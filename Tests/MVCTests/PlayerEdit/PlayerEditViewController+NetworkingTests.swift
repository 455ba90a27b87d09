import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// Player Edit's Done (`+Networking`): the update sent as a copy of the player, the overlay, the
/// delegate told before the pop, and the failure that leaves the screen as it was (SPEC §3.4).
@MainActor
@Suite struct PlayerEditViewControllerNetworkingTests: PlayerEditSuite {
  @Test func givenNewAge_whenDoneSucceeds_thenScreenIsPoppedAndDelegateGetsTheUpdatedPlayer()
    async throws
  {
    // Given
    let (driver, delegate, env) = makeSUT(field: .age)
    try await driver.type("28", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(!(driver.topViewController is PlayerEditViewController))
    #expect(delegate.updatedPlayers.map(\.age) == [28])
    #expect(
      env.players.calls == [
        .update(
          Player(
            id: 1, name: "Ana", age: 28, skill: .professional, preferredPosition: .midfielder,
            favouriteTeam: "FC Porto"))
      ])
    #expect(driver.isLoading == false)
  }

  @Test func givenFailingUpdate_whenDoneIsTapped_thenErrorAlertAndTheScreenStays() async throws {
    // Given
    let (driver, delegate, env) = makeSUT(field: .age)
    env.players.control.fail(.update, with: .transport)
    try await driver.type("28", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error update", message: "Unable to update player. Please try again.",
          actions: ["OK"]))
    try await driver.tapAlertAction("OK")
    #expect(driver.topViewController is PlayerEditViewController)
    #expect(try driver.text(of: "playerEdit.textField") == "28")
    #expect(delegate.updatedPlayers.isEmpty)
    #expect(driver.isLoading == false)
  }

  @Test func givenUpdateHeld_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, delegate, env) = makeSUT(field: .age)
    let gate = env.players.control.suspend(.update)
    try await driver.type("28", into: "playerEdit.textField")

    // When
    let tap = Task { try await driver.tap("playerEdit.doneButton") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    let toldDuringCall = delegate.calls
    gate.open()
    try await tap.value

    // Then
    #expect(loadingDuringCall)
    #expect(toldDuringCall.isEmpty)
    #expect(!driver.isLoading)
    #expect(delegate.updatedPlayers.map(\.age) == [28])
    // Told while still on top, then popped: the delegate redraws before it reappears.
    #expect(delegate.wasOnTopWhenTold == [true])
  }

  @Test func givenAgeThatIsNotAnInteger_whenDoneTapped_thenAgeIsClearedInTheUpdate() async throws {
    // Given
    let (driver, delegate, env) = makeSUT(field: .age)
    try await driver.type("old", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(delegate.updatedPlayers.map(\.age) == [nil])
    #expect(env.players.storedPlayers.first?.age == nil)
  }

  @Test func givenFailedUpdate_whenDoneTappedAgain_thenACopyOfTheOriginalIsSentAgain()
    async throws
  {
    // Given
    let (driver, delegate, env) = makeSUT(field: .favouriteTeam)
    env.players.control.fail(.update, with: .transport)
    try await driver.type("Benfica", into: "playerEdit.textField")
    try await driver.tap("playerEdit.doneButton")
    try await driver.tapAlertAction("OK")
    env.players.control.succeed(.update)

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(delegate.updatedPlayers.map(\.favouriteTeam) == ["Benfica"])
    #expect(delegate.updatedPlayers.map(\.name) == ["Ana"])
    #expect(env.players.storedPlayers.first?.favouriteTeam == "Benfica")
    #expect(env.players.storedPlayers.first?.age == 27)
  }
}
