import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// Player Edit's option table (`+DataSource`): the options with a checkmark on the chosen one,
/// and a tap moving it (SPEC §3.4).
@MainActor
@Suite struct PlayerEditViewControllerDataSourceTests: PlayerEditSuite {
  @Test func givenPositionOptions_whenGoalkeeperIsTapped_thenCheckmarkMovesAndDoneIsEnabled()
    async throws
  {
    // Given
    let (driver, _, _) = makeSUT(field: .preferredPosition)

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerEdit.options")

    // Then
    #expect(try driver.isHidden("playerEdit.textField") == true)
    #expect(
      try driver.rows(in: "playerEdit.options") == [
        [
          RowSnapshot(text: "Goalkeeper", accessory: .checkmark), RowSnapshot(text: "Defender"),
          RowSnapshot(text: "Midfielder"), RowSnapshot(text: "Winger"),
          RowSnapshot(text: "Striker"),
        ]
      ])
    #expect(try driver.isEnabled("playerEdit.doneButton") == true)
  }

  @Test func givenPositionField_whenCheckedOptionTapped_thenNothingChanges() async throws {
    // Given
    let (driver, _, _) = makeSUT(field: .preferredPosition)

    // When
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: "playerEdit.options")

    // Then
    #expect(
      try driver.rows(in: "playerEdit.options").first?.map(\.accessory) == [
        .none, .none, .checkmark, .none, .none,
      ])
    #expect(try !driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenOtherOptionChosen_whenOriginalOptionTappedAgain_thenDoneIsDisabled()
    async throws
  {
    // Given
    let (driver, _, _) = makeSUT(field: .skill)
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerEdit.options")

    // When
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: "playerEdit.options")

    // Then
    #expect(try !driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenPlayerWithoutSkill_whenSkillOptionsAreRead_thenNoneIsChecked() throws {
    // Given
    let env = TestEnvironment()
    let screen = PlayerEditViewController(
      player: .fixture(), field: .skill, playerService: env.players, delegate: nil)
    let driver = ScreenHost.show(screen, pushed: false)

    // When
    let rows = try driver.rows(in: "playerEdit.options")

    // Then
    #expect(rows.first?.map(\.text) == ["Beginner", "Amateur", "Professional"])
    #expect(rows.first?.allSatisfy { $0.accessory == .none } == true)
  }
}
