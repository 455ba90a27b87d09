@_spi(Hosting) import DeclarativeKit
import Observation
import Testing
import ViewKit

@MainActor @Suite struct RefreshableTests {
  /// A feed whose `reload()` loads one more item each time, suspending once as a network
  /// call would.
  @MainActor @Observable final class Feed {
    private(set) var items = ["Ana"]
    private(set) var reloads = 0

    func reload() async {
      await Task.yield()
      reloads += 1
      items.append("New \(reloads)")
    }
  }

  private struct FeedView: DeclarativeKit.View {
    let feed: Feed

    var body: some DeclarativeKit.View {
      List(feed.items, id: \.self) { Text($0) }
        .accessibilityIdentifier("feed")
        .refreshable { await feed.reload() }
    }
  }

  @Test func givenARefreshableList_whenPulled_thenTheActionRunsAndTheListShowsWhatItLoaded()
    async throws
  {
    // Given
    let feed = Feed()
    let (_, driver, _) = host(FeedView(feed: feed))
    // When
    try await driver.pullToRefresh("feed")
    // Then
    #expect(try driver.rows(in: "feed").map { $0.map(\.text) } == [["Ana", "New 1"]])
    #expect(feed.reloads == 1)
  }

  @Test func givenAListThatIsNotRefreshable_whenPulled_thenTheDriverSaysSo() async throws {
    // Given
    let (_, driver, _) = host(List(["Ana"], id: \.self) { Text($0) }.accessibilityIdentifier("l"))
    // When
    let error = await #expect(throws: DriverError.self) { try await driver.pullToRefresh("l") }
    // Then
    #expect(error?.description == "Not allowed on \"l\": the table has no refresh control.")
  }

  @Test func givenARefreshableList_whenItReadsTheRefreshAction_thenItCanRunIt() async throws {
    // Given
    let feed = Feed()
    struct Reader: DeclarativeKit.View {
      @Environment(\.refresh) private var refresh
      var body: some DeclarativeKit.View {
        Button("Reload") {
          Task { await refresh?() }
        }
      }
    }
    let (_, driver, _) = host(Reader().refreshable { await feed.reload() })
    // When
    try await driver.tap("Reload")
    // Then
    #expect(feed.items == ["Ana", "New 1"])
  }
}
