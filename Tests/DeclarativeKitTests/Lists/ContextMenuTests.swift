@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct ContextMenuTests {
  private struct Player: Identifiable {
    let id: Int
    var name: String
  }

  private struct Players: DeclarativeKit.View {
    @State private var players = [Player(id: 1, name: "Ana"), Player(id: 2, name: "Bo")]
    @State private var copied = ""

    var body: some DeclarativeKit.View {
      Text("Copied: \(copied)")
        .contextMenu {
          Button("Clear") { copied = "" }
        }
      List {
        ForEach(players) { player in
          Text(player.name)
            .contextMenu {
              Button("Copy") { copied = player.name }
              Button("Delete", role: .destructive) {
                players.removeAll { $0.id == player.id }
              }
            }
        }
      }
      .accessibilityIdentifier("players")
    }
  }

  private struct Bench: DeclarativeKit.View {
    @State private var names = ["Ana", "Bo"]

    var body: some DeclarativeKit.View {
      List {
        ForEach(names, id: \.self) { Text($0) }
          .contextMenu {
            Button("Remove all") { names = [] }
          }
      }
      .accessibilityIdentifier("bench")
    }
  }

  @Test func givenAContextMenuOnAForEach_whenChosenOnARow_thenItRuns() async throws {
    // Given
    let (_, driver, _) = host(Bench())
    // When
    try await driver.contextMenu(
      row: IndexPath(row: 1, section: 0), in: "bench", action: "Remove all")
    // Then
    #expect(try driver.rows(in: "bench") == [[]])
  }

  @Test func givenRowsWithAContextMenu_whenRendered_thenTheMenuIsNotDrawn() {
    // Given
    let (window, _, _) = host(Players())
    // When
    let text = Renderer.render(window)
    // Then
    #expect(text == "Copied:\nAna\nBo")
  }

  @Test func givenRowsWithAContextMenu_whenAnActionIsChosen_thenItRuns() async throws {
    // Given
    let (window, driver, _) = host(Players())
    // When
    try await driver.contextMenu(row: IndexPath(row: 1, section: 0), in: "players", action: "Copy")
    try await driver.contextMenu(
      row: IndexPath(row: 0, section: 0), in: "players", action: "Delete")
    // Then
    #expect(Renderer.render(window) == "Copied: Bo\nBo")
  }

  @Test func givenATextWithAContextMenu_whenAnActionIsChosenByItsText_thenItRuns() async throws {
    // Given
    let (window, driver, _) = host(Players())
    try await driver.contextMenu(row: IndexPath(row: 0, section: 0), in: "players", action: "Copy")
    // When
    try await driver.contextMenu("Copied: Ana", action: "Clear")
    // Then
    #expect(Renderer.render(window) == "Copied:\nAna\nBo")
  }

  @Test func givenAMenuWithoutSuchAnAction_whenChosen_thenTheDriverNamesItsActions() async throws {
    // Given
    let (_, driver, _) = host(Players())
    // When
    let error = await #expect(throws: DriverError.self) {
      try await driver.contextMenu(row: IndexPath(row: 0, section: 0), in: "players", action: "Pin")
    }
    // Then
    #expect(
      error?.description
        == "Not allowed on \"players row 0 in section 0\": its context menu has no \"Pin\"; its "
        + "actions: [Copy] [Delete].")
  }
}
