@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

/// A model written as SwiftUI apps write one before Observation.
private final class Basket: ObservableObject {
  @Published var count = 0
  @Published var owner = ""
  var note = ""
  let made: EventLog?

  @MainActor
  init(made: EventLog? = nil) {
    self.made = made
    made?.append("made")
  }
}

/// A main-actor model declaring its own publisher, as some apps do.
@MainActor
private final class Feed: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  @Published var items: [String] = []
  var lastRefresh = "never"

  func refresh() {
    lastRefresh = "now"
    objectWillChange.send()
  }
}

@MainActor @Suite struct ObservableObjectTests {
  private struct FeedView: DeclarativeKit.View {
    @StateObject var feed = Feed()

    var body: some DeclarativeKit.View {
      Text("\(feed.items.count) items, refreshed \(feed.lastRefresh)")
        .accessibilityIdentifier("feed")
      Button("Refresh") { feed.refresh() }
      Button("Add") { feed.items.append("item") }
    }
  }

  @Test func givenAModelWithItsOwnPublisher_whenItSendsAndPublishes_thenTheViewUpdates()
    async throws
  {
    // Given
    let (_, driver, _) = host(FeedView())
    // When
    try await driver.tap("Refresh")
    try await driver.tap("Add")
    // Then
    #expect(try driver.text(of: "feed") == "1 items, refreshed now")
  }

  private struct Owner: DeclarativeKit.View {
    @StateObject private var basket: Basket

    init(log: EventLog) {
      _basket = StateObject(wrappedValue: Basket(made: log))
    }

    var body: some DeclarativeKit.View {
      Text("\(basket.count)").accessibilityIdentifier("count")
      Button("Add") { basket.count += 1 }
      Viewer(basket: basket)
    }
  }

  private struct Viewer: DeclarativeKit.View {
    @ObservedObject var basket: Basket

    var body: some DeclarativeKit.View {
      Text("owner: \(basket.owner) \(basket.note)").accessibilityIdentifier("owner")
      TextField("Owner", text: $basket.owner).accessibilityIdentifier("field")
    }
  }

  private struct Parent: DeclarativeKit.View {
    let log: EventLog
    @State private var taps = 0

    var body: some DeclarativeKit.View {
      Text("taps \(taps)").accessibilityIdentifier("taps")
      Button("Tap parent") { taps += 1 }
      Owner(log: log)
    }
  }

  private struct Shelf: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      Deep()
    }
  }

  private struct Deep: DeclarativeKit.View {
    @EnvironmentObject private var basket: Basket

    var body: some DeclarativeKit.View {
      Text("\(basket.owner): \(basket.count)").accessibilityIdentifier("deep")
      Toggle("Many", isOn: $basket.count.isMany).accessibilityIdentifier("many")
    }
  }

  private struct Counted: DeclarativeKit.View {
    @ObservedObject var basket: Basket
    let counter: EvaluationCounter

    var body: some DeclarativeKit.View {
      let _ = counter.tick()
      Text(basket.owner).accessibilityIdentifier("owner")
    }
  }

  @Test func givenAStateObject_whenItsParentIsEvaluatedAgain_thenTheObjectIsMadeOnce()
    async throws
  {
    // Given
    let log = EventLog()
    let (_, driver, _) = host(Parent(log: log))
    try await driver.tap("Add")
    // When
    try await driver.tap("Tap parent")
    try await driver.tap("Tap parent")
    // Then
    #expect(try driver.text(of: "taps") == "taps 2")
    #expect(try driver.text(of: "count") == "1")
    #expect(log.events == ["made"])
  }

  @Test func givenAStateObject_whenAButtonSetsAPublishedProperty_thenTheReaderUpdates()
    async throws
  {
    // Given
    let (_, driver, _) = host(Owner(log: EventLog()))
    // When
    try await driver.tap("Add")
    try await driver.tap("Add")
    // Then
    #expect(try driver.text(of: "count") == "2")
  }

  @Test func givenAnObservedObject_whenTypingIntoABindingToIt_thenThePropertyChanges()
    async throws
  {
    // Given
    let basket = Basket()
    let (_, driver, _) = host(Viewer(basket: basket))
    // When
    try await driver.type("Ana", into: "field")
    // Then
    #expect(basket.owner == "Ana")
    #expect(try driver.text(of: "owner") == "owner: Ana ")
  }

  @Test func givenAnObservedObject_whenAPropertyIsSetElsewhere_thenTheViewUpdates() throws {
    // Given
    let basket = Basket()
    let (_, driver, _) = host(Viewer(basket: basket))
    // When
    basket.owner = "Dee"
    // Then
    #expect(try driver.text(of: "owner") == "owner: Dee ")
  }

  @Test func givenAPropertyNotPublished_whenObjectWillChangeIsSent_thenTheHolderUpdates() throws {
    // Given
    let basket = Basket()
    let (_, driver, _) = host(Viewer(basket: basket))
    // When
    basket.note = "noted"
    basket.objectWillChange.send()
    // Then
    #expect(try driver.text(of: "owner") == "owner:  noted")
  }

  @Test func givenAPublishedPropertyTheBodyDoesNotRead_whenSet_thenTheBodyIsNotEvaluated() throws {
    // Given
    let basket = Basket()
    let counter = EvaluationCounter()
    let (_, driver, _) = host(Counted(basket: basket, counter: counter))
    // When
    basket.count = 5
    // Then
    #expect(try driver.text(of: "owner").isEmpty)
    #expect(counter.count == 1)
  }

  @Test func givenAnEnvironmentObject_whenADeepViewReadsIt_thenItShowsTheObjectAndItsChanges()
    async throws
  {
    // Given
    let basket = Basket()
    basket.owner = "Bo"
    let (_, driver, _) = host(Shelf().environmentObject(basket))
    // When
    try await driver.toggle("many")
    // Then
    #expect(basket.count == 2)
    #expect(try driver.text(of: "deep") == "Bo: 2")
  }

  @Test func givenAnotherEnvironmentObject_whenTheRootIsReplaced_thenTheReaderShowsTheNewOne()
    throws
  {
    // Given
    let first = Basket()
    first.owner = "first"
    let second = Basket()
    second.owner = "second"
    let (_, driver, screen) = host(AnyView(Shelf().environmentObject(first)))
    // When
    screen.rootView = AnyView(Shelf().environmentObject(second))
    // Then
    #expect(try driver.text(of: "deep") == "second: 0")
  }
}

extension Int {
  /// Whether there are two or more; setting it makes two or none.
  fileprivate var isMany: Bool {
    get { self >= 2 }
    set { self = newValue ? 2 : 0 }
  }
}
