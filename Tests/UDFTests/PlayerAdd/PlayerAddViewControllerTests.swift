import Domain
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// Player Add's view controller: the title, Done's state, overlay and alert it renders, and the
/// actions it sends.
@MainActor
@Suite struct PlayerAddViewControllerTests {
  private let env = TestEnvironment()

  /// Player Add over the real feature on the fakes.
  private func showFeature() -> Driver {
    let store = Store(
      initialState: PlayerAddFeature.State(), reducer: PlayerAddFeature()
    ) { $0.playerService = env.players }
    return ScreenHost.show(PlayerAddViewController(store: store))
  }

  @Test func givenNewScreen_whenShown_thenTitleAndADisabledDoneInTheBar() throws {
    // When
    let driver = showFeature()

    // Then
    #expect(driver.title == "Add Player")
    #expect(try driver.text(of: "playerAdd.name") == "")
    #expect(try driver.isEnabled("playerAdd.doneButton") == false)
  }

  @Test func givenPlayerAdd_whenNameIsTypedThenCleared_thenDoneFollowsTheField() async throws {
    // Given
    let driver = showFeature()

    // When
    try await driver.type("Eve", into: "playerAdd.name")
    let enabledWithName = try driver.isEnabled("playerAdd.doneButton")
    try await driver.clearText(in: "playerAdd.name")

    // Then
    #expect(enabledWithName)
    #expect(try driver.isEnabled("playerAdd.doneButton") == false)
  }

  @Test func givenTypedName_whenDoneTapped_thenEachEditAndDoneAreSent() async throws {
    // Given
    let recorder = RecordingReducer<PlayerAddFeature.State, PlayerAddFeature.Action> {
      state, action in
      if case .nameChanged(let name) = action { state.name = name }
      return .none
    }
    let driver = ScreenHost.show(
      PlayerAddViewController(store: Store(initialState: .init(), reducer: recorder)))

    // When
    try await driver.type("Al", into: "playerAdd.name")
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(recorder.actions == [.nameChanged("A"), .nameChanged("Al"), .doneTapped])
  }

  @Test func givenCreateInFlight_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let gate = env.players.control.suspend(.create)
    let driver = showFeature()
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    let done = Task { try await driver.tap("playerAdd.doneButton") }
    await gate.waitForArrival()
    let loadingWhileHeld = driver.isLoading
    gate.open()
    try await done.value

    // Then
    #expect(loadingWhileHeld)
    #expect(driver.isLoading == false)
    #expect(env.players.storedPlayers.map(\.name) == ["Eve"])
  }

  @Test func givenCreateFails_whenDoneTapped_thenErrorAlertAndStaysOnPlayerAdd() async throws {
    // Given
    env.players.control.fail(.create, with: .transport)
    let driver = showFeature()
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error update", message: "Unable to create player. Please try again.",
          actions: ["OK"]))
    #expect(driver.topViewController is PlayerAddViewController)
    try await driver.tapAlertAction("OK")
    #expect(driver.alert == nil)
    #expect(try driver.text(of: "playerAdd.name") == "Eve")
  }
}
