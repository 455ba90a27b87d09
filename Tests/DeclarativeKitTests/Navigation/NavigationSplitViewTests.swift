@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct NavigationSplitViewTests {
  private struct Team: Identifiable, Hashable {
    let id: String
    let players: [String]
  }

  private static let teams = [
    Team(id: "Reds", players: ["Ana", "Bo"]), Team(id: "Blues", players: ["Cy"]),
  ]

  private struct Clubs: DeclarativeKit.View {
    @State private var team: String?

    @State private var columns = NavigationSplitViewVisibility.automatic

    var body: some DeclarativeKit.View {
      NavigationSplitView(columnVisibility: $columns) {
        List(NavigationSplitViewTests.teams, selection: $team) { team in
          Text(team.id)
        }
        .accessibilityIdentifier("teams")
        .navigationTitle("Teams")
      } detail: {
        Text("Detail of \(team ?? "nothing")")
          .navigationTitle(team ?? "")
      }
    }
  }

  private struct League: DeclarativeKit.View {
    @State private var team: String?
    @State private var player: String?
    @State private var columns = NavigationSplitViewVisibility.all

    var body: some DeclarativeKit.View {
      NavigationSplitView(columnVisibility: $columns) {
        List(NavigationSplitViewTests.teams, selection: $team) { Text($0.id) }
          .accessibilityIdentifier("teams")
      } content: {
        List(
          NavigationSplitViewTests.teams.first { $0.id == team }?.players ?? [], id: \.self,
          selection: $player
        ) { Text($0) }
        .accessibilityIdentifier("players")
      } detail: {
        Text("\(player ?? "-") of \(team ?? "-")")
      }
    }
  }

  @Test func givenASplitView_whenShown_thenTheSidebarIsTheFirstScreen() {
    // Given
    let (window, _, _) = hostScene(Clubs())
    // When
    let text = Renderer.render(window, width: 30)
    // Then
    #expect(
      text == """
                    Teams
        ------------------------------
        Reds
        Blues
        """)
  }

  @Test func givenASidebarList_whenARowIsSelected_thenTheDetailIsPushed() async throws {
    // Given
    let (window, driver, _) = hostScene(Clubs())
    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "teams")
    // Then
    #expect(
      Renderer.render(window, width: 30) == """
        < Back      Blues
        ------------------------------
        Detail of Blues
        """)
  }

  @Test func givenTheDetail_whenGoingBack_thenTheSelectionIsCleared() async throws {
    // Given
    let (_, driver, _) = hostScene(Clubs())
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "teams")
    // When
    try await driver.goBack()
    // Then
    #expect(driver.title == "Teams")
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "teams")
    #expect(driver.render().contains("Detail of Blues"))
  }

  @Test func givenThreeColumns_whenSelectingInEach_thenEachShowsTheNext() async throws {
    // Given
    let (_, driver, _) = hostScene(League())
    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "teams")
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "players")
    // Then
    #expect(driver.render().hasSuffix("Bo of Reds"))
    try await driver.goBack()
    #expect(try driver.rows(in: "players").map { $0.map(\.text) } == [["Ana", "Bo"]])
    try await driver.goBack()
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "teams")
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "players")
    #expect(driver.render().hasSuffix("Cy of Blues"))
  }
}
