@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct SwipeActionsTests {
  private struct Player: Identifiable {
    let id: Int
    var name: String
    var isPinned = false
  }

  private struct Players: DeclarativeKit.View {
    @State private var players = [Player(id: 1, name: "Ana"), Player(id: 2, name: "Bo")]

    var body: some DeclarativeKit.View {
      List {
        ForEach(players) { player in
          Text(player.isPinned ? "\(player.name) *" : player.name)
            .swipeActions {
              Button("Delete", role: .destructive) {
                players.removeAll { $0.id == player.id }
              }
            }
        }
        Text("Footer row")
          .swipeActions(edge: .leading, allowsFullSwipe: false) {
            Button("Pin") { players[0].isPinned = true }
          }
      }
      .accessibilityIdentifier("players")
      .safeAreaInset(edge: .bottom) {
        Text("Bottom bar")
      }
      .safeAreaInset(edge: .top) {
        Text("Top bar")
      }
    }
  }

  @Test func givenRowsWithSwipeActions_whenAnActionIsTapped_thenItRuns() async throws {
    // Given
    let (_, driver, _) = host(Players())
    // When
    try await driver.swipe(row: IndexPath(row: 2, section: 0), in: "players", action: "Pin")
    try await driver.swipe(row: IndexPath(row: 1, section: 0), in: "players", action: "Delete")
    // Then
    #expect(try driver.rows(in: "players").map { $0.map(\.text) } == [["Ana *", "Footer row"]])
  }

  @Test func givenARowWithoutSuchAnAction_whenSwiped_thenTheDriverNamesItsActions() async throws {
    // Given
    let (_, driver, _) = host(Players())
    // When
    let error = await #expect(throws: DriverError.self) {
      try await driver.swipe(row: IndexPath(row: 0, section: 0), in: "players", action: "Pin")
    }
    // Then
    #expect(
      error?.description
        == "Not allowed on \"players\": row 0 in section 0 has no swipe action \"Pin\"; its "
        + "actions: [Delete].")
  }

  @Test func givenSafeAreaInsets_whenRendered_thenTheyAreDrawnAtTheirEdges() {
    // Given
    let (window, _, _) = host(Players())
    // When
    let text = Renderer.render(window)
    // Then
    #expect(text == "Top bar\nAna\nBo\nFooter row\nBottom bar")
  }
}
