import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MV

@MainActor
@Suite struct PlayerDetailScreenTests {
  private let player = Player.completeFixture(id: 1, name: "Ana")
  private let table = "playerDetail.table"

  /// Player Detail of `shown`, over the list, the squad loaded from a fake holding it.
  private func makeSUT(_ shown: Player? = nil) async -> (driver: Driver, host: AppHost) {
    let shown = shown ?? player
    let host = AppHost(TestEnvironment(players: [shown]))
    return (await host.show([.playerList, .playerDetail(shown)]), host)
  }

  @Test func givenCompletePlayer_whenScreenIsShown_thenTitleIsNameAndRowsHaveValuesAndChevrons()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT()

    // When
    let rows = try driver.rows(in: table)

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.headers(in: table) == ["PERSONAL", "PLAY", "LIKES"])
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

  @Test func givenPlayerWithOnlyAName_whenRowsAreRead_thenUnsetFieldsShowEmptyValues()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT(.fixture(id: 1, name: "Bo"))

    // When
    let details = try driver.rows(in: table).flatMap { $0.map(\.detail) }

    // Then
    #expect(details == ["Bo", "", "", "", ""])
  }

  @Test func givenDetail_whenAgeRowIsTapped_thenPlayerEditIsPushedWithTitleAgeAndDoneDisabled()
    async throws
  {
    // Given
    let (driver, host) = await makeSUT()

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: table)

    // Then
    #expect(driver.isShowing(PlayerEditScreen.self))
    #expect(driver.title == "Age")
    #expect(try driver.text(of: "playerEdit.textField") == "27")
    #expect(try !driver.isEnabled("playerEdit.doneButton"))
    #expect(host.navigator.path.last == .playerEdit(player, .age))
  }

  @Test
  func givenDetail_whenPositionRowIsTapped_thenPlayerEditListsTheOptionsWithTheCurrentChecked()
    async throws
  {
    // Given
    let (driver, _) = await makeSUT()

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 1), in: table)

    // Then
    #expect(driver.title == "Preferred position")
    #expect(
      try driver.rows(in: "playerEdit.options").first?.map(\.text) == [
        "Goalkeeper", "Defender", "Midfielder", "Winger", "Striker",
      ])
    #expect(try driver.rows(in: "playerEdit.options").first?[2].accessory == .checkmark)
  }

  @Test func givenEditOfName_whenNewNameIsSaved_thenDetailIsBackWithNewTitleAndRow()
    async throws
  {
    // Given
    let (driver, host) = await makeSUT()
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
    try await driver.type("Anabela", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(driver.isShowing(PlayerDetailScreen.self))
    #expect(driver.title == "Anabela")
    #expect(try driver.rows(in: table).first?.first?.detail == "Anabela")
    #expect(host.squad.player(id: 1)?.name == "Anabela")
  }

  @Test func givenEditOfSkill_whenAnotherSkillIsSaved_thenDetailShowsItCapitalized() async throws {
    // Given
    let (driver, _) = await makeSUT()
    try await driver.selectRow(IndexPath(row: 1, section: 1), in: table)
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerEdit.options")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(try driver.rows(in: table)[1][1].detail == "Beginner")
  }

  @Test func givenFailedEdit_whenBackIsTapped_thenDetailStillShowsTheOriginal() async throws {
    // Given
    let (driver, host) = await makeSUT()
    host.env.players.control.fail(.update, with: .transport)
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
    try await driver.type("Anabela", into: "playerEdit.textField")
    try await driver.tap("playerEdit.doneButton")
    try await driver.tapAlertAction("OK")

    // When
    try await driver.goBack()

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.rows(in: table).first?.first?.detail == "Ana")
  }

  @Test func givenAPlayerTheSquadNoLongerHas_whenScreenIsShown_thenTheTappedCopyIsShown()
    async throws
  {
    // Given: the fake holds no one, so the squad loads no one
    let host = AppHost(TestEnvironment(players: []))

    // When
    let driver = await host.show([.playerList, .playerDetail(player)])

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.rows(in: table).first?.first?.detail == "Ana")
  }

  @Test func givenDetail_whenBackIsTapped_thenTheListIsShownAgainWithoutAReload() async throws {
    // Given
    let (driver, host) = await makeSUT()

    // When
    try await driver.goBack()

    // Then
    #expect(driver.isShowing(PlayerListScreen.self))
    #expect(host.navigator.path == [.playerList])
    #expect(host.env.players.calls == [.players])
  }

  @Test func givenAShownPlayer_whenRenamed_thenEveryScreenShowingItShowsTheNewName()
    async throws
  {
    // Given: Ana on the list and on Player Detail
    let (driver, host) = await makeSUT()

    // When: the squad loads again (as after Player Add) and brings Ana under a new name, which
    // `Player`'s `==` alone (ids) would take for no change
    var renamed = player
    renamed.name = "Anabela"
    try await host.env.players.update(renamed)
    await host.squad.load()
    await driver.waitUntilIdle()
    let detailTitle = driver.title
    let detailName = try driver.rows(in: table).first?.first?.detail
    try await driver.goBack()

    // Then
    #expect(detailTitle == "Anabela")
    #expect(detailName == "Anabela")
    #expect(try driver.rows(in: "playerList.table").first?.first?.text == "Anabela")
  }
}
