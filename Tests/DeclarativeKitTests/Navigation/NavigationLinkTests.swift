@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct NavigationLinkTests {
  private struct Shelf: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      NavigationStack {
        List {
          ForEach([3, 4], id: \.self) { number in
            NavigationLink(value: number) { Text("Book \(number)") }
          }
          NavigationLink("About") { Text("Made here").navigationTitle("About") }
        }
        .accessibilityIdentifier("shelf")
        .navigationTitle("Shelf")
        .navigationDestination(for: Int.self) { number in
          VStack {
            Text("book \(number)").accessibilityIdentifier("book")
            NavigationLink("Next", value: number + 1)
          }
          .navigationTitle("Book \(number)")
        }
      }
    }
  }

  private struct TypedShelf: DeclarativeKit.View {
    @State private var path: [Int] = []

    var body: some DeclarativeKit.View {
      NavigationStack(path: $path) {
        NavigationLink("Word", value: "hello")
        NavigationLink("Number", value: 8)
        Text("\(path)").accessibilityIdentifier("path")
          .navigationDestination(for: Int.self) { Text("number \($0)") }
      }
    }
  }

  private struct Settings: DeclarativeKit.View {
    @State private var showsAccount = false
    @State private var selected: String?

    var body: some DeclarativeKit.View {
      NavigationStack {
        VStack {
          Text("account \(showsAccount), selected \(selected ?? "none")")
            .accessibilityIdentifier("state")
          Button("Account") { showsAccount = true }
          Button("Pick Ana") { selected = "Ana" }
        }
        .navigationTitle("Settings")
        .navigationDestination(isPresented: $showsAccount) {
          Text("Account").navigationTitle("Account")
          Button("Hide") { showsAccount = false }
        }
        .navigationDestination(item: $selected) { name in
          Text("player \(name)").accessibilityIdentifier("player").navigationTitle(name)
        }
      }
    }
  }

  @Test func givenAStackWithoutPath_whenAValueLinkIsTapped_thenItsDestinationIsPushed()
    async throws
  {
    // Given
    let (_, driver, _) = hostScene(Shelf())
    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "shelf")
    // Then
    #expect(driver.title == "Book 4")
    #expect(try driver.text(of: "book") == "book 4")
  }

  @Test func givenAPushedValue_whenALinkOnItIsTappedThenBack_thenEachBackPopsOne() async throws {
    // Given
    let (_, driver, navigation) = hostScene(Shelf())
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "shelf")
    // When
    try await driver.tap("Next")
    #expect(driver.title == "Book 4")
    try await driver.goBack()
    // Then
    #expect(driver.title == "Book 3")
    try await driver.goBack()
    #expect(driver.title == "Shelf")
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func givenALinkInAListRow_whenRendered_thenTheRowShowsADisclosureIndicator() throws {
    // Given
    let (_, driver, _) = hostScene(Shelf())
    // When
    let rows = try driver.rows(in: "shelf")
    // Then
    #expect(rows[0].map(\.text) == ["Book 3", "Book 4", "About"])
    #expect(rows[0].allSatisfy { $0.accessory == .disclosureIndicator })
  }

  @Test func givenALinkToAView_whenTappedBackAndTappedAgain_thenTheViewIsPushedEachTime()
    async throws
  {
    // Given
    let (_, driver, _) = hostScene(Shelf())
    // When
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: "shelf")
    #expect(driver.title == "About")
    try await driver.goBack()
    #expect(driver.title == "Shelf")
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: "shelf")
    // Then
    #expect(driver.title == "About")
  }

  @Test func givenATypedPath_whenALinkOfAnotherTypeIsTapped_thenItIsReportedAndNothingPushed()
    async throws
  {
    // Given
    let (window, driver, navigation) = hostScene(TypedShelf())
    // When
    try await driver.tap("Word")
    // Then
    #expect(try driver.text(of: "path") == "[]")
    #expect(window.runtimeIssues.contains { $0.contains("String value") && $0.contains("Int") })
    try await driver.tap("Number")
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func givenALinkOutsideAStack_whenShown_thenItIsDisabledAndReported() throws {
    // Given
    let view = NavigationLink("Lost", value: 1).accessibilityIdentifier("lost")
    // When
    let (window, driver, _) = host(view)
    // Then
    #expect(try driver.isEnabled("lost") == false)
    #expect(window.runtimeIssues.contains { $0.contains("not inside a NavigationStack") })
  }

  @Test func givenAnIsPresentedDestination_whenItTurnsTrueThenBack_thenItIsPushedThenFalse()
    async throws
  {
    // Given
    let (_, driver, _) = hostScene(Settings())
    // When
    try await driver.tap("Account")
    #expect(driver.title == "Account")
    try await driver.goBack()
    // Then
    #expect(try driver.text(of: "state") == "account false, selected none")
  }

  @Test func givenAPushedIsPresentedDestination_whenItsBindingTurnsFalse_thenItIsPopped()
    async throws
  {
    // Given
    let (_, driver, navigation) = hostScene(Settings())
    try await driver.tap("Account")
    // When
    try await driver.tap("Hide")
    // Then
    #expect(driver.title == "Settings")
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func givenAnItemDestination_whenTheItemIsSetThenBack_thenItsScreenShowsItThenNil()
    async throws
  {
    // Given
    let (_, driver, _) = hostScene(Settings())
    // When
    try await driver.tap("Pick Ana")
    #expect(try driver.text(of: "player") == "player Ana")
    try await driver.goBack()
    // Then
    #expect(try driver.text(of: "state") == "account false, selected none")
  }
}

@MainActor @Suite struct NavigationLinkRowTests {
  private struct Roster: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      NavigationStack {
        List {
          ForEach(["Ana", "Bo"], id: \.self) { name in
            NavigationLink(value: name) {
              ListRow(name, detail: "player", style: .subtitle, accessory: .disclosureIndicator)
            }
          }
        }
        .accessibilityIdentifier("roster")
        .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
      }
    }
  }

  @Test func givenALinkWhoseLabelIsAListRow_whenTapped_thenTheRowIsDrawnAsItIsAndPushes()
    async throws
  {
    // Given
    let (_, driver, _) = hostScene(Roster())
    #expect(
      try driver.rows(in: "roster")[0]
        == [
          RowSnapshot(text: "Ana", detail: "player", accessory: .disclosureIndicator),
          RowSnapshot(text: "Bo", detail: "player", accessory: .disclosureIndicator),
        ])
    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "roster")
    // Then
    #expect(driver.title == "Bo")
  }
}
