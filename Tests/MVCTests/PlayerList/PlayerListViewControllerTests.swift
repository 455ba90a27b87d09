import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// The Player List's controller itself (`PlayerListViewController.swift`), acted out through the
/// driver over the fake services: the screen the first load fills, the title and buttons that
/// `updateControls()` keeps in step with the mode and the selection, and input held off while the
/// first load runs (SPEC §3.2).
@MainActor
@Suite struct PlayerListViewControllerTests: PlayerListSuite {
  @Test func givenPlayers_whenListAppears_thenRowsShowNamePositionSkillAndChevron() async throws {
    // Given
    let players = Array(Player.squad.prefix(3))

    // When
    let (driver, env) = await makeSUT(players: players)

    // Then
    #expect(
      try driver.rows(in: table) == RowSnapshot.playerListFirstRender)
    #expect(driver.title == "Players")
    #expect(try driver.text(of: "playerList.selectButton") == "Select")
    #expect(try driver.isEnabled("playerList.selectButton"))
    #expect(try driver.text(of: "playerList.actionButton") == "Add player")
    #expect(try driver.isHidden("playerList.emptyView"))
    #expect(env.players.calls == [.players])
  }

  @Test func givenSelectionMode_whenTwoRowsAreTapped_thenTitleCountsAndConfirmIsEnabled()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT()
    try await driver.tap("playerList.selectButton")
    let confirmEnabledAtFirst = try driver.isEnabled("playerList.actionButton")

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: table)

    // Then
    #expect(driver.title == "2 selected")
    #expect(try driver.text(of: "playerList.selectButton") == "Cancel")
    #expect(try driver.text(of: "playerList.actionButton") == "Confirm players")
    #expect(!confirmEnabledAtFirst)
    #expect(try driver.isEnabled("playerList.actionButton"))
    #expect(
      try driver.rows(in: table).first?.map(\.checkbox) == [
        .checked, .unchecked, .checked, .unchecked,
      ])
    #expect(driver.topViewController is PlayerListViewController)
  }

  @Test func givenLoadIsHeld_whenListIsPushed_thenScreenIgnoresInputUntilPlayersArrive()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let gate = env.players.control.suspend(.players)

    // When: the list is on screen, but its load is still at the gate
    let driver = ScreenHost.show(PlayerListViewController(environment: env.environment))
    await gate.waitForArrival()
    let addWhileLoading = await #expect(throws: DriverError.self) {
      try await driver.tap("playerList.actionButton")
    }
    let rowWhileLoading = await #expect(throws: DriverError.self) {
      try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
    }
    gate.open()
    await driver.waitUntilIdle()

    // Then
    #expect(addWhileLoading.map { if case .ignoringInput = $0 { true } else { false } } == true)
    #expect(rowWhileLoading.map { if case .ignoringInput = $0 { true } else { false } } == true)
    try await driver.tap("playerList.actionButton")
    #expect(driver.topViewController is PlayerAddViewController)
  }
}
