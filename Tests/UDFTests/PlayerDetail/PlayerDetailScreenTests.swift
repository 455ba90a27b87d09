import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// Player Detail's declarative screen: the title, headers and rows it renders, and the tap it sends.
@MainActor
@Suite struct PlayerDetailScreenTests {
  private let table = "playerDetail.table"

  /// Player Detail of `player` over the real feature.
  private func showFeature(_ player: Player) -> (
    Driver, Store<PlayerDetailFeature.State, PlayerDetailFeature.Action>
  ) {
    let store = Store(initialState: .init(player: player), reducer: PlayerDetailFeature())
    return (showScreen(PlayerDetailScreen(store: store)), store)
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
    let driver = showScreen(PlayerDetailScreen(store: store))

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 1), in: table)

    // Then
    #expect(recorder.actions == [.fieldTapped(.skill)])
  }

  @Test func givenRenamedPlayer_whenEditReportsUpdate_thenTitleIsTheNewNameAndRowsAreRebuilt()
    async throws
  {
    // Given: Detail and Edit on the app's stack, Detail shown over a store scoped to it
    var player = Player.completeFixture(id: 1, name: "Ana")
    let env = TestEnvironment(players: [player])
    var state = AppFeature.State(
      login: .init(
        preferences: LoginPreferences(settings: env.settings, credentials: env.credentials)))
    let detail = state.path.append(.playerDetail(.init(player: player)))
    let edit = state.path.append(.playerEdit(.init(player: player, field: .name)))
    let app = Store(initialState: state, reducer: AppFeature()) { $0.use(env.environment) }
    let store = app.scope(
      PlayerDetailFeature.State(player: player), state: { $0.path[id: detail]?.playerDetail },
      action: { .path(.element(id: detail, action: .playerDetail($0))) })
    let driver = showScreen(PlayerDetailScreen(store: store))
    player.name = "Ana Rita"
    player.skill = .amateur

    // When
    await app.send(
      .path(.element(id: edit, action: .playerEdit(.delegate(.playerUpdated(player)))))
    )
    .finish()

    // Then
    #expect(driver.title == "Ana Rita")
    #expect(try driver.rows(in: table)[0][0].detail == "Ana Rita")
    #expect(try driver.rows(in: table)[1][1].detail == "Amateur")
  }
}
