@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// The binding of Player Detail's declarative screen to its own view model, and the Player Edit it pushes.
@MainActor
@Suite struct PlayerDetailScreenTests {
  private func makeSUT(player: Player = .completeFixture()) -> (
    driver: Driver, updates: UpdatedPlayerSpy, players: PlayerServiceFake
  ) {
    let updates = UpdatedPlayerSpy()
    let players = PlayerServiceFake(players: [player])
    let driver = Driver.showingDeclarative(
      PlayerDetailScreen(player: player, playerService: players, playerUpdated: updates.record))
    return (driver, updates, players)
  }

  @Test func givenCompletePlayer_whenScreenIsShown_thenTitleHeadersAndRowsShowTheOutputs() throws {
    // When
    let (driver, _, _) = makeSUT()

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.headers(in: "playerDetail.table") == ["PERSONAL", "PLAY", "LIKES"])
    #expect(
      try driver.rows(in: "playerDetail.table").map { $0.map(\.detail) } == [
        ["Ana", "27"], ["Midfielder", "Professional"], ["FC Porto"],
      ])
    #expect(
      try driver.rows(in: "playerDetail.table").joined().allSatisfy {
        $0.accessory == .disclosureIndicator
      })
  }

  @Test func givenDetail_whenSkillRowIsTapped_thenTheViewModelAsksToEditTheSkill() async throws {
    // Given
    let (driver, _, _) = makeSUT()

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 1), in: "playerDetail.table")

    // Then: Player Edit of the skill, the shown value ticked
    #expect(driver.title == PlayerField.skill.title)
  }

  @Test func givenDetail_whenTheViewModelTakesAnEdit_thenTitleAndRowFollow() async throws {
    // Given: Player Edit of the name, pushed from this screen
    let (driver, updates, _) = makeSUT()
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerDetail.table")
    try await driver.type("Bea", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then: back on Player Detail, which shows the saved name and passes it on
    #expect(driver.title == "Bea")
    #expect(try driver.rows(in: "playerDetail.table").first?.first?.detail == "Bea")
    #expect(updates.updatedPlayers.map(\.name) == ["Bea"])
  }
}
