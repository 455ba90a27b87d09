import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

@MainActor
@Suite struct PlayerDetailViewControllerTests {
  private let player = Player.completeFixture(id: 1, name: "Ana")

  /// Player Detail of `player` at the root of a navigation stack, driven as a user would.
  private func makeSUT() -> (
    driver: Driver, delegate: PlayerDetailViewControllerDelegateSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: [player])
    let delegate = PlayerDetailViewControllerDelegateSpy()
    let screen = PlayerDetailViewController(
      player: player, playerService: env.players, delegate: delegate)
    return (ScreenHost.show(screen, pushed: false), delegate, env)
  }

  @Test func givenCompletePlayer_whenScreenIsShown_thenTitleIsNameAndRowsHaveValuesAndChevrons()
    throws
  {
    // Given
    let (driver, _, _) = makeSUT()

    // When
    let rows = try driver.rows(in: "playerDetail.table")

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.headers(in: "playerDetail.table") == ["PERSONAL", "PLAY", "LIKES"])
    #expect(
      rows == [
        [
          RowSnapshot(text: "Name", detail: "Ana", accessory: .disclosureIndicator),
          RowSnapshot(text: "Age", detail: "27", accessory: .disclosureIndicator),
        ],
        [
          RowSnapshot(
            text: "Preferred position", detail: "Midfielder", accessory: .disclosureIndicator),
          RowSnapshot(text: "Skill", detail: "Professional", accessory: .disclosureIndicator),
        ],
        [RowSnapshot(text: "Favourite team", detail: "FC Porto", accessory: .disclosureIndicator)],
      ])
  }

  @Test func givenDetail_whenAgeRowIsTapped_thenPlayerEditIsPushedWithTitleAgeAndDoneDisabled()
    async throws
  {
    // Given
    let (driver, _, _) = makeSUT()

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "playerDetail.table")

    // Then
    #expect(driver.topViewController is PlayerEditViewController)
    #expect(driver.title == "Age")
    #expect(try driver.text(of: "playerEdit.textField") == "27")
    #expect(try driver.isEnabled("playerEdit.doneButton") == false)
  }

  @Test
  func givenEditOfName_whenNewNameIsSaved_thenDetailIsBackWithNewTitleAndRowAndDelegateIsTold()
    async throws
  {
    // Given
    let (driver, delegate, env) = makeSUT()
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerDetail.table")
    try await driver.type("Bea", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(driver.topViewController is PlayerDetailViewController)
    #expect(driver.title == "Bea")
    #expect(try driver.rows(in: "playerDetail.table").first?.first?.detail == "Bea")
    #expect(delegate.updatedPlayers.map(\.name) == ["Bea"])
    #expect(env.players.calls == [.update(.completeFixture(id: 1, name: "Bea"))])
  }

  @Test func givenEditOfSkill_whenAnotherSkillIsSaved_thenDetailShowsItCapitalized() async throws {
    // Given
    let (driver, _, _) = makeSUT()
    try await driver.selectRow(IndexPath(row: 1, section: 1), in: "playerDetail.table")
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerEdit.options")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.rows(in: "playerDetail.table")[1].last?.detail == "Beginner")
  }

  @Test func givenPlayerWithOnlyAName_whenRowsAreRead_thenUnsetFieldsShowEmptyValues() throws {
    // Given
    let env = TestEnvironment()
    let screen = PlayerDetailViewController(
      player: .fixture(id: 3, name: "Carla"), playerService: env.players, delegate: nil)
    let driver = ScreenHost.show(screen, pushed: false)

    // When
    let rows = try driver.rows(in: "playerDetail.table")

    // Then
    #expect(driver.title == "Carla")
    #expect(rows.map { $0.map(\.detail) } == [["Carla", ""], ["", ""], [""]])
  }

  @Test
  func givenDetail_whenPositionRowIsTapped_thenPlayerEditListsTheOptionsWithTheCurrentChecked()
    async throws
  {
    // Given
    let (driver, _, _) = makeSUT()

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 1), in: "playerDetail.table")

    // Then
    #expect(driver.title == "Preferred position")
    #expect(
      try driver.rows(in: "playerEdit.options").first?.map(\.accessory) == [
        .none, .none, .checkmark, .none, .none,
      ])
  }

  @Test func givenFailedEdit_whenBackIsTapped_thenDetailStillShowsTheOriginalAndNoOneIsTold()
    async throws
  {
    // Given
    let (driver, delegate, env) = makeSUT()
    env.players.control.fail(.update, with: .transport)
    try await driver.selectRow(IndexPath(row: 0, section: 2), in: "playerDetail.table")
    try await driver.type("Benfica", into: "playerEdit.textField")
    try await driver.tap("playerEdit.doneButton")
    try await driver.tapAlertAction("OK")

    // When
    try await driver.goBack()

    // Then
    #expect(driver.topViewController is PlayerDetailViewController)
    #expect(try driver.rows(in: "playerDetail.table").last?.first?.detail == "FC Porto")
    #expect(delegate.calls.isEmpty)
  }
}
