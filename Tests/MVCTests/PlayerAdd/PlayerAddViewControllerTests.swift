import Domain
import MVC
import TestSupport
import Testing
import ViewKit

@MainActor
@Suite struct PlayerAddViewControllerTests {
  /// The app logged in on a Player List of `players`, then on Player Add.
  private func makeSUT(players: [Player] = [.fixture(id: 1, name: "Ana")]) async throws -> (
    driver: Driver, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: players)
    let driver = try await mvcApp.launchOnPlayerList(env)
    try await driver.tap("playerList.actionButton")
    return (driver, env)
  }

  @Test func givenPlayerAdd_whenNameIsTypedThenCleared_thenDoneFollowsTheField() async throws {
    // Given
    let (driver, _) = try await makeSUT()
    let disabledAtFirst = try driver.isEnabled("playerAdd.doneButton")

    // When
    try await driver.type("Eve", into: "playerAdd.name")
    let enabledAfterTyping = try driver.isEnabled("playerAdd.doneButton")
    try await driver.clearText(in: "playerAdd.name")

    // Then
    #expect(driver.title == "Add Player")
    #expect(!disabledAtFirst)
    #expect(enabledAfterTyping)
    #expect(try !driver.isEnabled("playerAdd.doneButton"))
  }

  @Test func givenTypedName_whenDoneTapped_thenPopsAndTheListShowsTheNewPlayer() async throws {
    // Given
    let (driver, env) = try await makeSUT()
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(driver.topViewController is PlayerListViewController)
    #expect(try driver.rows(in: "playerList.table").first?.map(\.text) == ["Ana", "Eve"])
    #expect(env.players.calls == [.players, .create(PlayerCreate(name: "Eve")), .players])
    #expect(!driver.isLoading)
  }

  @Test func givenCreateFails_whenDoneTapped_thenErrorAlertAndStaysOnPlayerAdd() async throws {
    // Given
    let (driver, env) = try await makeSUT()
    env.players.control.fail(.create, with: .transport)
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
    #expect(driver.topViewController is PlayerAddViewController)
    #expect(try driver.text(of: "playerAdd.name") == "Eve")
  }

  @Test func givenReloadHeld_whenPlayerIsCreated_thenListIsShownAndIgnoresInputUntilItLoads()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await mvcApp.launchOnPlayerList(env)
    try await driver.tap("playerList.actionButton")
    try await driver.type("Eve", into: "playerAdd.name")
    let gate = env.players.control.suspend(.players)

    // When: the player is created, and the list's reload waits at the gate
    let done = Task { try await driver.tap("playerAdd.doneButton") }
    await gate.waitForArrival()
    let topWhileLoading = driver.topViewController
    let tapWhileLoading = await #expect(throws: DriverError.self) {
      try await driver.tap("playerList.actionButton")
    }
    gate.open()
    try await done.value

    // Then
    #expect(topWhileLoading is PlayerListViewController)
    #expect(tapWhileLoading.map { if case .ignoringInput = $0 { true } else { false } } == true)
    #expect(try driver.rows(in: "playerList.table").first?.last?.text == "Eve")
    #expect(env.players.calls == [.players, .create(PlayerCreate(name: "Eve")), .players])
  }

  /// Player Add pushed over a plain root screen, reporting to a spy.
  private func makeIsolatedSUT() -> (
    driver: Driver, delegate: PlayerAddViewControllerDelegateSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment()
    let delegate = PlayerAddViewControllerDelegateSpy()
    let driver = ScreenHost.show(
      PlayerAddViewController(playerService: env.players, delegate: delegate))
    return (driver, delegate, env)
  }

  @Test func givenName_whenDoneTapped_thenCreatesWithOnlyTheNameNotifiesAndPops() async throws {
    // Given
    let (driver, delegate, env) = makeIsolatedSUT()
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(env.players.calls == [.create(PlayerCreate(name: "Eve"))])
    #expect(delegate.calls == [.didCreatePlayer])
    #expect(!(driver.topViewController is PlayerAddViewController))
  }

  @Test func givenCreated_whenDelegateIsTold_thenTheScreenHasNotPoppedYet() async throws {
    // Given
    let (driver, delegate, _) = makeIsolatedSUT()
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(delegate.wasOnTopWhenTold == [true])
  }

  @Test func givenCreateInFlight_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, delegate, env) = makeIsolatedSUT()
    let gate = env.players.control.suspend(.create)
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    let tap = Task { try await driver.tap("playerAdd.doneButton") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    let toldDuringCall = delegate.calls
    gate.open()
    try await tap.value

    // Then
    #expect(loadingDuringCall)
    #expect(toldDuringCall.isEmpty)
    #expect(!driver.isLoading)
    #expect(delegate.calls == [.didCreatePlayer])
  }

  @Test func givenCreateFails_whenDoneTapped_thenAlertsAndStaysWithoutNotifying() async throws {
    // Given
    let (driver, delegate, env) = makeIsolatedSUT()
    env.players.control.fail(.create, with: .transport)
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(delegate.calls.isEmpty)
    #expect(driver.topViewController is PlayerAddViewController)
    #expect(driver.alert?.title == "Error update")
  }
}
