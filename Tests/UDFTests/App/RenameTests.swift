@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// A rename saved on Player Edit, seen by each UI that observes the Player List's part of the
/// app's store: the root sets the renamed player in the list's state, and `PlayerListRow`'s
/// field-by-field equality lets the change through to the rows.
@MainActor
@Suite struct RenameTests {
  private let env = TestEnvironment(players: Player.squad)

  @Test func givenListDetailAndEdit_whenTheNameIsSaved_thenBothUIsOfTheListShowTheNewName()
    async throws
  {
    // Given: the list, Bruno's detail and his name's editor, each UI observing the list
    var state = AppFeature.State(
      login: .init(
        preferences: LoginPreferences(settings: env.settings, credentials: env.credentials)))
    let list = state.path.append(.playerList(.loaded(Player.squad)))
    state.path.append(.playerDetail(.init(player: Player.squad[1])))
    let edit = state.path.append(.playerEdit(.init(player: Player.squad[1], field: .name)))
    let store = Store(initialState: state, reducer: AppFeature()) { $0.use(env.environment) }
    let listState = PlayerListFeature.State.loaded(Player.squad)
    let uiKit = ScreenHost.show(
      PlayerListViewController(
        store: store.scope(list, listState, \.playerList, Path.Action.playerList)))
    let declarative = showScreen(
      PlayerListScreen(store: store.scope(list, listState, \.playerList, Path.Action.playerList)))
    await uiKit.waitUntilIdle()
    await declarative.waitUntilIdle()
    var renamed = Player.squad[1]
    renamed.name = "Bea"

    // When: Player Edit's save answers
    await store.send(
      .path(.element(id: edit, action: .playerEdit(.updateResponse(.success(renamed)))))
    ).finish()
    await uiKit.waitUntilIdle()
    await declarative.waitUntilIdle()

    // Then
    let names = ["Ana", "Bea", "Carla", "Dan"]
    #expect(try uiKit.rows(in: "playerList.table").first?.map(\.text) == names)
    #expect(try declarative.rows(in: "playerList.table").first?.map(\.text) == names)
  }
}
