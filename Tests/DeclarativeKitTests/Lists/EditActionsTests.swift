@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct EditActionsTests {
  private struct Player: Identifiable {
    let id: Int
    var name: String
    var isReady = false
  }

  private struct Players: DeclarativeKit.View {
    @State private var players = [
      Player(id: 1, name: "Ana"), Player(id: 2, name: "Bo"), Player(id: 3, name: "Cy"),
    ]
    @State private var editMode = EditMode.active
    let actions: EditActions<[Player]>

    var body: some DeclarativeKit.View {
      Text(players.map { "\($0.name)\($0.isReady ? "+" : "")" }.joined(separator: ","))
      List {
        ForEach($players, editActions: actions) { $player in
          Toggle(player.name, isOn: $player.isReady)
        }
      }
      .accessibilityIdentifier("players")
      .environment(\.editMode, $editMode)
    }
  }

  @Test func givenEditableRows_whenARowIsDeleted_thenTheBoundArrayLosesIt() async throws {
    // Given
    let (window, driver, _) = host(Players(actions: .all))
    // When
    try await driver.deleteRow(IndexPath(row: 1, section: 0), in: "players")
    // Then
    #expect(Renderer.render(window).hasPrefix("Ana,Cy\n"))
  }

  @Test func givenEditableRows_whenARowIsMoved_thenTheBoundArrayIsReordered() async throws {
    // Given
    let (window, driver, _) = host(Players(actions: .all))
    // When
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0), in: "players")
    // Then
    #expect(Renderer.render(window).hasPrefix("Bo,Cy,Ana\n"))
  }

  @Test func givenRowBindings_whenARowsToggleIsTapped_thenItsElementChanges() async throws {
    // Given
    let (window, driver, _) = host(Players(actions: .move))
    // When
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: "players")
    // Then
    #expect(Renderer.render(window).hasPrefix("Ana,Bo,Cy+\n"))
  }

  @Test func givenOnlyMoves_whenDeleting_thenTheRowCannotBeDeleted() async throws {
    // Given
    let (_, driver, _) = host(Players(actions: .move))
    // When
    let error = await #expect(throws: DriverError.self) {
      try await driver.deleteRow(IndexPath(row: 0, section: 0), in: "players")
    }
    // Then
    #expect(error != nil)
  }
}
