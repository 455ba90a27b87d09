import Domain
import TestSupport
import Testing
import ViewKit

@testable import MV

@MainActor
@Suite struct PlayerAddScreenTests {
  /// Player Add over the loaded list of the squad.
  private func makeSUT() async -> (driver: Driver, host: AppHost) {
    let host = AppHost(TestEnvironment(players: Player.squad))
    return (await host.show([.playerList, .playerAdd]), host)
  }

  @Test func givenNewScreen_whenShown_thenTitleAndADisabledDoneInTheBar() async throws {
    // Given / When
    let (driver, _) = await makeSUT()

    // Then
    #expect(driver.title == "Add Player")
    #expect(try driver.text(of: "playerAdd.name") == "")
    #expect(try driver.text(of: "playerAdd.doneButton") == "Done")
    #expect(try !driver.isEnabled("playerAdd.doneButton"))
  }

  @Test func givenPlayerAdd_whenNameIsTypedThenCleared_thenDoneFollowsTheField() async throws {
    // Given
    let (driver, _) = await makeSUT()

    // When
    try await driver.type("Eve", into: "playerAdd.name")
    let enabledWithName = try driver.isEnabled("playerAdd.doneButton")
    try await driver.clearText(in: "playerAdd.name")

    // Then
    #expect(enabledWithName)
    #expect(try !driver.isEnabled("playerAdd.doneButton"))
  }

  @Test func givenName_whenDoneTapped_thenCreatesWithOnlyTheNameAndPops() async throws {
    // Given
    let (driver, host) = await makeSUT()
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(driver.isShowing(PlayerListScreen.self))
    #expect(host.navigator.path == [.playerList])
    #expect(host.env.players.calls.contains(.create(PlayerCreate(name: "Eve"))))
  }

  @Test func givenCreated_whenTheListIsBack_thenTheSquadHasLoadedAgain() async throws {
    // Given
    let (driver, host) = await makeSUT()
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(host.env.players.calls == [.players, .create(PlayerCreate(name: "Eve")), .players])
    #expect(host.squad.players.last?.name == "Eve")
    #expect(try driver.rows(in: "playerList.table").first?.count == 5)
  }

  @Test func givenCreateInFlight_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, host) = await makeSUT()
    let gate = host.env.players.control.suspend(.create)
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    let tap = Task { try await driver.tap("playerAdd.doneButton") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    gate.open()
    try await tap.value

    // Then
    #expect(loadingDuringCall)
    #expect(!driver.isLoading)
  }

  @Test func givenCreateFails_whenDoneTapped_thenErrorAlertAndStaysOnPlayerAdd() async throws {
    // Given
    let (driver, host) = await makeSUT()
    host.env.players.control.fail(.create, with: .transport)
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error update", message: "Unable to create player. Please try again.",
          actions: ["OK"]))
    #expect(!driver.isLoading)
    #expect(driver.isShowing(PlayerAddScreen.self))
    #expect(host.env.players.calls == [.players, .create(PlayerCreate(name: "Eve"))])
  }

  @Test func givenFailedCreate_whenAlertDismissedAndDoneTappedAgain_thenTheNameIsKeptAndSent()
    async throws
  {
    // Given
    let (driver, host) = await makeSUT()
    host.env.players.control.fail(.create, with: .transport)
    try await driver.type("Eve", into: "playerAdd.name")
    try await driver.tap("playerAdd.doneButton")
    try await driver.tapAlertAction("OK")
    host.env.players.control.succeed(.create)

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(driver.isShowing(PlayerListScreen.self))
    #expect(host.squad.players.map(\.name).last == "Eve")
  }

  @Test func givenPlayerAdd_whenBackIsTapped_thenNothingIsCreatedOrReloaded() async throws {
    // Given
    let (driver, host) = await makeSUT()
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.goBack()

    // Then
    #expect(driver.isShowing(PlayerListScreen.self))
    #expect(host.env.players.calls == [.players])
  }
}
