import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// The Player List's table (`+DataSource`): a row tap opens the player in list mode and ticks or
/// unticks it in selection mode, and swipe-to-delete is there only in list mode (SPEC §3.2).
@MainActor
@Suite struct PlayerListViewControllerDataSourceTests: PlayerListSuite {
  @Test func givenListMode_whenRowIsTapped_thenPlayerDetailOfThatPlayerIsPushed() async throws {
    // Given
    let (driver, _) = await makeSUT()

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: table)

    // Then
    #expect(driver.topViewController is PlayerDetailViewController)
    #expect(driver.title == "Bruno")
  }

  @Test func givenTickedRow_whenTappedAgain_thenUntickedAndTitleIsPlayers() async throws {
    // Given
    let (driver, _) = await makeSUT()
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: table)
    let titleWithOne = driver.title

    // When
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: table)

    // Then
    #expect(titleWithOne == "1 selected")
    #expect(driver.title == "Players")
    #expect(try driver.rows(in: table).first?.allSatisfy { $0.checkbox == .unchecked } == true)
    #expect(try !driver.isEnabled("playerList.actionButton"))
  }

  @Test func givenSelectionMode_whenRowIsSwiped_thenThereIsNoDelete() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = await showPlayerList(env)
    try await driver.tap("playerList.selectButton")

    // When
    let swipe = await #expect(throws: DriverError.self) {
      try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)
    }

    // Then
    #expect(swipe.map { if case .notAllowed = $0 { true } else { false } } == true)
    #expect(driver.alert == nil)
    #expect(env.players.calls == [.players])
  }
}
