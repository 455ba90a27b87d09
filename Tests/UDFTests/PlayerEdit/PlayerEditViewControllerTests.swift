import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// Player Edit's view controller: the field or options it renders, Done's state, the overlay
/// and alert, and the actions it sends.
@MainActor
@Suite struct PlayerEditViewControllerTests {
  private let player = Player.completeFixture(id: 1, name: "Ana")
  private let env = TestEnvironment(players: [.completeFixture(id: 1, name: "Ana")])

  /// Player Edit of `field` over the real feature on the fakes.
  private func showFeature(_ field: PlayerField) -> Driver {
    let store = Store(
      initialState: .init(player: player, field: field),
      reducer: PlayerEditFeature()
    ) { $0.playerService = env.players }
    return ScreenHost.show(PlayerEditViewController(store: store))
  }

  @Test func givenTextField_whenScreenIsShown_thenRowTitleTextFieldOnlyAndDoneDisabled() throws {
    // When
    let driver = showFeature(.favouriteTeam)

    // Then
    #expect(driver.title == "Favourite team")
    #expect(try driver.text(of: "playerEdit.textField") == "FC Porto")
    #expect(try driver.isHidden("playerEdit.textField") == false)
    #expect(try driver.isHidden("playerEdit.options"))
    #expect(try driver.isEnabled("playerEdit.doneButton") == false)
  }

  @Test func givenPositionOptions_whenGoalkeeperIsTapped_thenCheckmarkMovesAndDoneIsEnabled()
    async throws
  {
    // Given
    let driver = showFeature(.preferredPosition)

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerEdit.options")

    // Then
    #expect(try driver.isHidden("playerEdit.textField"))
    #expect(
      try driver.rows(in: "playerEdit.options") == [
        [
          RowSnapshot(text: "Goalkeeper", accessory: .checkmark), RowSnapshot(text: "Defender"),
          RowSnapshot(text: "Midfielder"), RowSnapshot(text: "Winger"),
          RowSnapshot(text: "Striker"),
        ]
      ])
    #expect(try driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenTextField_whenTypingAndTappingDone_thenEachEditAndDoneAreSent() async throws {
    // Given
    let recorder = RecordingReducer<PlayerEditFeature.State, PlayerEditFeature.Action> {
      state, action in
      if case .textChanged(let text) = action { state.text = text }
      return .none
    }
    let store = Store(initialState: .init(player: player, field: .age), reducer: recorder)
    let driver = ScreenHost.show(PlayerEditViewController(store: store))

    // When
    try await driver.type("31", into: "playerEdit.textField")
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(recorder.actions == [.textChanged("3"), .textChanged("31"), .doneTapped])
  }

  @Test func givenUpdateHeld_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let gate = env.players.control.suspend(.update)
    let driver = showFeature(.age)
    try await driver.type("28", into: "playerEdit.textField")

    // When
    let done = Task { try await driver.tap("playerEdit.doneButton") }
    await gate.waitForArrival()
    let loadingWhileHeld = driver.isLoading
    gate.open()
    try await done.value

    // Then
    #expect(loadingWhileHeld)
    #expect(driver.isLoading == false)
    #expect(env.players.storedPlayers.first?.age == 28)
  }

  @Test func givenFailingUpdate_whenDoneIsTapped_thenErrorAlertAndTheScreenStays() async throws {
    // Given
    env.players.control.fail(.update, with: .transport)
    let driver = showFeature(.name)
    try await driver.type("Bia", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error update", message: "Unable to update player. Please try again.",
          actions: ["OK"]))
    #expect(driver.isLoading == false)
    #expect(driver.topViewController is PlayerEditViewController)
    try await driver.tapAlertAction("OK")
    #expect(driver.alert == nil)
    #expect(try driver.isEnabled("playerEdit.doneButton"))
  }
}
