import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// Player Detail's view controller: the title, headers and rows it renders, and the tap it sends.
@MainActor
@Suite struct PlayerDetailViewControllerTests {
  private let table = "playerDetail.table"

  /// Player Detail of `player` over the real feature.
  private func showFeature(_ player: Player) -> (
    Driver, Store<PlayerDetailFeature.State, PlayerDetailFeature.Action>
  ) {
    let store = Store(initialState: .init(player: player), reducer: PlayerDetailFeature())
    return (ScreenHost.show(PlayerDetailViewController(store: store)), store)
  }

  @Test func givenCompletePlayer_whenScreenIsShown_thenTitleIsNameAndRowsHaveValuesAndChevrons()
    throws
  {
    // When
    let (driver, _) = showFeature(.completeFixture(id: 1, name: "Ana"))

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.headers(in: table) == ["PERSONAL", "PLAY", "LIKES"])
    #expect(
      try driver.rows(in: table) == [
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

  @Test func givenPlayerWithOnlyAName_whenRowsAreRead_thenUnsetFieldsShowEmptyValues() throws {
    // When
    let (driver, _) = showFeature(.fixture(id: 3, name: "Carla"))

    // Then
    #expect(
      try driver.rows(in: table).map { $0.map(\.detail) } == [["Carla", ""], ["", ""], [""]])
  }

  @Test func givenDetail_whenSkillRowIsTapped_thenRowTappedIsSentWithItsSectionAndRow()
    async throws
  {
    // Given
    let recorder = RecordingReducer<PlayerDetailFeature.State, PlayerDetailFeature.Action>()
    let store = Store(initialState: .init(player: .completeFixture()), reducer: recorder)
    let driver = ScreenHost.show(PlayerDetailViewController(store: store))

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 1), in: table)

    // Then
    #expect(recorder.actions == [.rowTapped(section: 1, row: 1)])
  }

  @Test func givenRenamedPlayer_whenEditReportsUpdate_thenTitleIsTheNewNameAndRowsAreRebuilt()
    async throws
  {
    // Given
    var player = Player.completeFixture(id: 1, name: "Ana")
    let (driver, store) = showFeature(player)
    player.name = "Ana Rita"
    player.skill = .amateur

    // When
    await store.send(.playerUpdated(player)).finish()

    // Then
    #expect(driver.title == "Ana Rita")
    #expect(try driver.rows(in: table)[0][0].detail == "Ana Rita")
    #expect(try driver.rows(in: table)[1][1].detail == "Amateur")
  }
}
