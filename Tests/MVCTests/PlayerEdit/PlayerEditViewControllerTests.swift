import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// Player Edit's controller itself (`PlayerEditViewController.swift`): the text field or the
/// options it installs, and Done enabled by the rule as the user types (SPEC §3.4).
@MainActor
@Suite struct PlayerEditViewControllerTests: PlayerEditSuite {
  @Test func givenTextField_whenScreenIsShown_thenRowTitleTextFieldOnlyAndDoneDisabled() throws {
    // Given
    let (driver, _, _) = makeSUT(field: .favouriteTeam)

    // When
    let textField = try #require(driver.element("playerEdit.textField") as? TextField)

    // Then
    #expect(driver.title == "Favourite team")
    #expect(textField.text == "FC Porto")
    #expect(textField.placeholder == "FC Porto")
    #expect(try driver.isHidden("playerEdit.textField") == false)
    #expect(try driver.isHidden("playerEdit.options") == true)
    #expect(try driver.isEnabled("playerEdit.doneButton") == false)
  }

  @Test func givenNameField_whenTyping_thenDoneIsEnabledOnlyForAChangedNonEmptyName()
    async throws
  {
    // Given
    let (driver, _, _) = makeSUT(field: .name)

    // When
    try await driver.type("Bea", into: "playerEdit.textField")
    let enabledForNewName = try driver.isEnabled("playerEdit.doneButton")
    try await driver.type("ana", into: "playerEdit.textField")
    let enabledForSameNameInOtherCase = try driver.isEnabled("playerEdit.doneButton")
    try await driver.clearText(in: "playerEdit.textField")

    // Then
    #expect(enabledForNewName)
    #expect(!enabledForSameNameInOtherCase)
    #expect(try !driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenFavouriteTeamField_whenTextIsCleared_thenDoneIsEnabled() async throws {
    // Given
    let (driver, _, _) = makeSUT(field: .favouriteTeam)

    // When
    try await driver.clearText(in: "playerEdit.textField")

    // Then
    #expect(try driver.isEnabled("playerEdit.doneButton"))
  }
}
