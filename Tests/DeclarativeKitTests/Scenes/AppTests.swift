import Testing
import ViewKit

@_spi(Hosting) @testable import DeclarativeKit

@MainActor @Suite struct AppTests {
  private struct Counter: DeclarativeKit.View {
    @State private var count = 0

    var body: some DeclarativeKit.View {
      NavigationStack {
        VStack {
          Text("count \(count)")
          Button("Add") { count += 1 }
        }
        .navigationTitle("Counter")
      }
    }
  }

  private struct CounterApp: App {
    var body: some Scene {
      WindowGroup {
        Counter()
      }
    }
  }

  private struct Settings: Scene {
    var body: some Scene {
      WindowGroup("Settings") {
        Text("settings")
      }
    }
  }

  private struct TwoWindowsApp: App {
    var body: some Scene {
      Settings()
      WindowGroup {
        Counter()
      }
    }
  }

  private struct CheckedApp: App {
    var body: some Scene {
      if #available(macOS 14, iOS 17, *) {
        WindowGroup { Counter() }
      }
    }
  }

  @Test func givenAnAppWithOneWindowGroup_whenItsWindowIsMade_thenItShowsTheGroupsContent()
    async throws
  {
    // Given
    let window = try #require(CounterApp.makeWindow())
    let driver = Driver(window: window)
    // When
    try await driver.tap("Add")
    // Then
    #expect(driver.title == "Counter")
    #expect(driver.render().contains("count 1"))
  }

  @Test func givenAnApp_whenItsMainRuns_thenItDrawsItsFirstWindowEightyColumnsWide() {
    // Given / When
    let frame = CounterApp.firstFrame()
    // Then
    #expect(frame.contains("count 0"))
    #expect(frame.split(separator: "\n").contains { $0.count == 80 })
  }

  @Test func givenScenesComposedOfOthers_whenTheWindowIsMade_thenTheFirstGroupFoundIsShown() throws
  {
    // Given / When
    let window = try #require(TwoWindowsApp.makeWindow())
    // Then
    #expect(Driver(window: window).render().contains("settings"))
  }

  @Test func givenAWindowGroupBehindAnAvailabilityCheck_whenTheCheckPasses_thenItIsShown() throws {
    // Given / When
    let window = try #require(CheckedApp.makeWindow())
    // Then
    #expect(Driver(window: window).title == "Counter")
  }
}
