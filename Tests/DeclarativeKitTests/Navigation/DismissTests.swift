@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct DismissTests {
  private struct Library: DeclarativeKit.View {
    @State private var path: [Int] = []

    var body: some DeclarativeKit.View {
      NavigationStack(path: $path) {
        VStack {
          Text("depth \(path.count)").accessibilityIdentifier("depth")
          Closer(label: "root")
          Button("Open 1, 2") { path = [1, 2] }
        }
        .navigationTitle("Library")
        .navigationDestination(for: Int.self) { number in
          Closer(label: "book \(number)").navigationTitle("Book \(number)")
        }
      }
    }
  }

  private struct Closer: DeclarativeKit.View {
    let label: String
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some DeclarativeKit.View {
      Text("\(label) presented: \(isPresented)").accessibilityIdentifier("closer")
      Button("Close") { dismiss() }
    }
  }

  @Test func givenAPushedScreen_whenItCallsDismiss_thenItIsPoppedAndThePathShortened()
    async throws
  {
    // Given
    let (_, driver, navigation) = hostScene(Library())
    try await driver.tap("Open 1, 2")
    #expect(try driver.text(of: "closer") == "book 2 presented: true")
    // When
    try await driver.tap("Close")
    // Then
    #expect(driver.title == "Book 1")
    #expect(navigation.viewControllers.count == 2)
    try await driver.tap("Close")
    #expect(try driver.text(of: "depth") == "depth 0")
  }

  @Test func givenTheRootScreen_whenItCallsDismiss_thenNothingHappens() async throws {
    // Given
    let (_, driver, navigation) = hostScene(Library())
    #expect(try driver.text(of: "closer") == "root presented: false")
    // When
    try await driver.tap("Close")
    // Then
    #expect(driver.title == "Library")
    #expect(navigation.viewControllers.count == 1)
  }

  private struct Gatekeeper: DeclarativeKit.View {
    let log: EventLog
    @State private var path: [Int] = []

    var body: some DeclarativeKit.View {
      NavigationStack(path: $path) {
        Button("Open") { path = [1] }
          .navigationDestination(for: Int.self) { _ in ClosingAtOnce(log: log) }
      }
    }
  }

  private struct ClosingAtOnce: DeclarativeKit.View {
    let log: EventLog
    @Environment(\.dismiss) private var dismiss

    var body: some DeclarativeKit.View {
      Text("closing").task {
        dismiss()
        await Task.yield()
        log.append("cancelled: \(Task.isCancelled)")
      }
    }
  }

  @Test func givenATaskThatDismissesItsScreenAtOnce_whenItRuns_thenItIsCancelled() async throws {
    // Given
    let log = EventLog()
    let (_, driver, navigation) = hostScene(Gatekeeper(log: log))
    // When
    try await driver.tap("Open")
    // Then
    #expect(navigation.viewControllers.count == 1)
    #expect(log.events == ["cancelled: true"])
  }
}
