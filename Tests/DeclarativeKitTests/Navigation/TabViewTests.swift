@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct TabViewTests {
  private struct Counter: DeclarativeKit.View {
    let name: String
    @State private var taps = 0

    var body: some DeclarativeKit.View {
      Text("\(name) \(taps)")
      Button("Add \(name)") { taps += 1 }
    }
  }

  private struct Tabs: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      TabView {
        Counter(name: "Home")
          .tabItem { Label("Home", systemImage: "house") }
        Counter(name: "Settings")
          .tabItem { Label("Settings", systemImage: "gear") }
      }
    }
  }

  private enum Tab: Hashable {
    case players, teams
  }

  private struct BoundTabs: DeclarativeKit.View {
    @State private var tab = Tab.teams

    var body: some DeclarativeKit.View {
      Text("Showing \(tab == .players ? "players" : "teams")")
      Button("Show players") { tab = .players }
      TabView(selection: $tab) {
        Text("Player list")
          .tabItem { Text("Players") }
          .tag(Tab.players)
        Text("Team list")
          .tag(Tab.teams)
          .tabItem { Text("Teams") }
      }
    }
  }

  @Test func givenTabs_whenRendered_thenTheFirstTabsContentIsDrawnOverTheTabBar() {
    // Given
    let (window, _, _) = host(Tabs())
    // When
    let text = Renderer.render(window, width: 30)
    // Then
    #expect(
      text == """
        Home 0
        [Add Home]
        ──────────────────────────────
        [• Home]  [Settings]
        """)
  }

  @Test func givenTabs_whenATabIsTappedByItsTitle_thenItsContentIsShown() async throws {
    // Given
    let (window, driver, _) = host(Tabs())
    // When
    try await driver.tap("Settings")
    // Then
    #expect(
      Renderer.render(window, width: 30) == """
        Settings 0
        [Add Settings]
        ──────────────────────────────
        [Home]  [• Settings]
        """)
  }

  @Test func givenStateInATab_whenSwitchingAwayAndBack_thenTheTabKeepsItsState() async throws {
    // Given
    let (_, driver, _) = host(Tabs())
    try await driver.tap("Add Home")
    try await driver.tap("Add Home")
    // When
    try await driver.tap("Settings")
    try await driver.tap("Add Settings")
    try await driver.tap("Home")
    // Then
    #expect(driver.render().hasPrefix("Home 2\n"))
    try await driver.tap("Settings")
    #expect(driver.render().hasPrefix("Settings 1\n"))
  }

  @Test func givenABoundSelection_whenATabIsTapped_thenTheBindingFollows() async throws {
    // Given
    let (window, driver, _) = host(BoundTabs())
    #expect(Renderer.render(window).contains("Team list"))
    // When
    try await driver.tap("Players")
    // Then
    let text = Renderer.render(window, width: 30)
    #expect(text.hasPrefix("Showing players\n"))
    #expect(text.contains("Player list"))
    #expect(!text.contains("Team list"))
    #expect(text.hasSuffix("[• Players]  [Teams]"))
  }

  @Test func givenABoundSelection_whenTheBindingChanges_thenTheTaggedTabIsShown() async throws {
    // Given
    let (window, driver, _) = host(BoundTabs())
    // When
    try await driver.tap("Show players")
    // Then
    #expect(Renderer.render(window).contains("Player list"))
  }
}

@MainActor @Suite struct TabViewAppearanceTests {
  private struct Mail: DeclarativeKit.View {
    let log: EventLog

    var body: some DeclarativeKit.View {
      TabView {
        NavigationStack {
          Text("Inbox list")
            .navigationTitle("Inbox")
            .onAppear { log.append("inbox appears") }
            .onDisappear { log.append("inbox disappears") }
        }
        .tabItem { Label("Inbox", systemImage: "tray") }
        NavigationStack {
          Text("Sent list")
            .navigationTitle("Sent")
            .task { log.append("sent task") }
        }
        .tabItem { Label("Sent", systemImage: "paperplane") }
      }
    }
  }

  @Test func givenTabsWithStacks_whenShown_thenOnlyTheSelectedTabTitlesAndAppears() {
    // Given
    let log = EventLog()
    // When
    let (window, driver, _) = hostScene(Mail(log: log))
    // Then
    #expect(driver.title == "Inbox")
    #expect(log.events == ["inbox appears"])
    #expect(window.runtimeIssues == [])
  }

  @Test func givenTabsWithStacks_whenAnotherTabIsChosen_thenItAppearsAndTitlesTheScreen()
    async throws
  {
    // Given
    let log = EventLog()
    let (window, driver, _) = hostScene(Mail(log: log))
    // When
    try await driver.tap("Sent")
    // Then
    #expect(driver.title == "Sent")
    #expect(log.events == ["inbox appears", "inbox disappears", "sent task"])
    #expect(Renderer.render(window, width: 30).contains("Sent list"))
    #expect(window.runtimeIssues == [])
  }
}
