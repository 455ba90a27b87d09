@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct AppStorageTests {
  enum Theme: String {
    case light, dark
  }

  private struct Settings: DeclarativeKit.View {
    @AppStorage var goals: Int
    @AppStorage var theme: Theme

    init(store: UserDefaults) {
      _goals = AppStorage(wrappedValue: 3, "goals", store: store)
      _theme = AppStorage(wrappedValue: .light, "theme", store: store)
    }

    var body: some DeclarativeKit.View {
      Text("goals \(goals), \(theme.rawValue)").accessibilityIdentifier("settings")
      Button("More") { goals += 1 }
      Button("Dark") { theme = .dark }
    }
  }

  private struct Readers: DeclarativeKit.View {
    let store: UserDefaults

    var body: some DeclarativeKit.View {
      VStack {
        Settings(store: store)
        Mirror(store: store)
      }
    }
  }

  private struct Mirror: DeclarativeKit.View {
    @AppStorage var goals: Int

    init(store: UserDefaults) {
      _goals = AppStorage(wrappedValue: 3, "goals", store: store)
    }

    var body: some DeclarativeKit.View {
      Text("mirror \(goals)").accessibilityIdentifier("mirror")
    }
  }

  private func freshStore() throws -> UserDefaults {
    let name = "AppStorageTests-\(UUID().uuidString)"
    return try #require(UserDefaults(suiteName: name))
  }

  @Test func givenNothingStored_whenRead_thenTheDefaultsShow() throws {
    // Given
    let store = try freshStore()
    // When
    let (_, driver, _) = host(Settings(store: store))
    // Then
    #expect(try driver.text(of: "settings") == "goals 3, light")
  }

  @Test func givenTwoViewsOfOneKey_whenOneWrites_thenItIsStoredAndBothShowIt() async throws {
    // Given
    let store = try freshStore()
    let (_, driver, _) = host(Readers(store: store))
    // When
    try await driver.tap("More")
    try await driver.tap("Dark")
    // Then
    #expect(store.integer(forKey: "goals") == 4)
    #expect(store.string(forKey: "theme") == "dark")
    #expect(try driver.text(of: "settings") == "goals 4, dark")
    #expect(try driver.text(of: "mirror") == "mirror 4")
  }
}

@MainActor @Suite struct FormattedInputTests {
  private struct Scorer: DeclarativeKit.View {
    let log: EventLog
    @State private var goals = 2
    @State private var query = ""

    var body: some DeclarativeKit.View {
      VStack {
        Text("\(goals, format: .number) goals").accessibilityIdentifier("goals")
        TextField("Goals", value: $goals, format: .number).accessibilityIdentifier("field")
          .onSubmit { log.append("submitted \(goals)") }
        Text("query \(query)").accessibilityIdentifier("query")
      }
      .searchable(text: $query, prompt: "Find a player")
    }
  }

  @Test func givenAFormattedField_whenANumberIsTypedAndSubmitted_thenTheValueAndTextFollow()
    async throws
  {
    // Given
    let log = EventLog()
    let (_, driver, _) = host(Scorer(log: log))
    #expect(try driver.text(of: "goals") == "2 goals")
    // When
    try await driver.type("12", into: "field")
    try await driver.submit("field")
    // Then
    #expect(try driver.text(of: "goals") == "12 goals")
    #expect(log.events == ["submitted 12"])
  }

  @Test func givenAFormattedField_whenTextThatIsNoNumberIsTyped_thenTheValueStays()
    async throws
  {
    // Given
    let (_, driver, _) = host(Scorer(log: EventLog()))
    // When
    try await driver.type("many", into: "field")
    // Then
    #expect(try driver.text(of: "goals") == "2 goals")
  }

  @Test func givenASearchableView_whenTheSearchFieldIsTyped_thenTheBoundTextChanges()
    async throws
  {
    // Given
    let (_, driver, _) = host(Scorer(log: EventLog()))
    #expect(driver.render().contains("Find a player"))
    // When
    try await driver.type("Ana", into: "search")
    // Then
    #expect(try driver.text(of: "query") == "query Ana")
  }
}
