@_spi(Hosting) import DeclarativeKit
import Foundation
import Observation
import Testing
import ViewKit

/// How long a view's state lives: explicit identity, and list rows identified by their
/// `ForEach` and id whatever is shown above them.
@MainActor @Suite struct IdentityTests {
  struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
  }

  private struct Versioned: DeclarativeKit.View {
    let log: EventLog
    @State private var version = 0

    var body: some DeclarativeKit.View {
      Editor(log: log).id(version)
      Button("New version") { version += 1 }
    }
  }

  private struct Editor: DeclarativeKit.View {
    let log: EventLog
    @State private var text = ""

    var body: some DeclarativeKit.View {
      TextField("Name", text: $text).accessibilityIdentifier("field")
        .onAppear { log.append("editor appears") }
    }
  }

  private struct Roster: DeclarativeKit.View {
    let items: [Item]
    let log: EventLog
    @State private var showsHeader = false

    var body: some DeclarativeKit.View {
      Button("Header") { showsHeader.toggle() }
      List {
        if showsHeader { Text("Header row") }
        ForEach(items) { item in Marked(item: item, log: log) }
      }
      .accessibilityIdentifier("roster")
    }
  }

  private struct Marked: DeclarativeKit.View {
    let item: Item
    let log: EventLog
    @State private var isMarked = false

    var body: some DeclarativeKit.View {
      ListRow(item.name, isChecked: isMarked) { isMarked.toggle() }
        .onAppear { log.append("appear \(item.name)") }
    }
  }

  private struct RowsOfItems: DeclarativeKit.View {
    let items: [Item]

    var body: some DeclarativeKit.View {
      ForEach(items) { item in ListRow(item.name) }
    }
  }

  private struct Flattened: DeclarativeKit.View {
    let items: [Item]
    let log: EventLog

    var body: some DeclarativeKit.View {
      List {
        RowsOfItems(items: items)
        ForEach(items) { item in ListRow("modified \(item.name)") }
          .onAppear { log.append("row appears") }
      }
      .accessibilityIdentifier("roster")
    }
  }

  private struct Controls: DeclarativeKit.View {
    let log: EventLog
    @State private var isOn = false

    var body: some DeclarativeKit.View {
      List {
        HStack {
          Text("Ana")
          Button("Call") { log.append("called") }
        }
        Toggle("Available", isOn: $isOn)
        HStack {
          TextField("Note", text: .constant(""))
          Button("Save") {}
        }
      }
      .accessibilityIdentifier("roster")
    }
  }

  private let items = [Item(id: 1, name: "Ana"), Item(id: 2, name: "Bruno")]

  @Test func givenAnID_whenItChanges_thenTheViewStartsAfreshAndAppearsAgain() async throws {
    // Given
    let log = EventLog()
    let (_, driver, _) = host(Versioned(log: log))
    try await driver.type("typed", into: "field")

    // When
    try await driver.tap("New version")

    // Then
    #expect(try driver.text(of: "field").isEmpty)
    #expect(log.events == ["editor appears", "editor appears"])
  }

  @Test func givenARowShownAboveAForEach_whenItAppears_thenTheRowsKeepTheirStateAndAppearOnce()
    async throws
  {
    // Given
    let log = EventLog()
    let (window, driver, _) = host(Roster(items: items, log: log))
    _ = Renderer.render(window)
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "roster")

    // When
    try await driver.tap("Header")
    _ = Renderer.render(window)

    // Then
    let rows = try driver.rows(in: "roster")[0]
    #expect(rows.map(\.text) == ["Header row", "Ana", "Bruno"])
    #expect(rows.map(\.checkbox) == [nil, .checked, .unchecked])
    #expect(log.events == ["appear Ana", "appear Bruno"])
  }

  @Test func givenACustomForEachViewAndAModifiedForEach_whenListed_thenEachElementIsARow() throws {
    // Given
    let log = EventLog()
    let (window, driver, _) = host(Flattened(items: items, log: log))

    // When
    _ = Renderer.render(window)

    // Then
    #expect(
      try driver.rows(in: "roster")[0].map(\.text) == [
        "Ana", "Bruno", "modified Ana", "modified Bruno",
      ])
    #expect(log.events == ["row appears", "row appears"])
  }

  @Test func givenRowsHoldingControls_whenTapped_thenTheyWorkOrAreReported() async throws {
    // Given
    let log = EventLog()
    let (window, driver, _) = host(Controls(log: log))
    _ = Renderer.render(window)

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "roster")
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "roster")
    _ = Renderer.render(window)

    // Then
    let rows = try driver.rows(in: "roster")[0]
    #expect(rows.map(\.text) == ["Ana Call", "Available", "Save"])
    #expect(rows[1].checkbox == .checked)
    #expect(log.events == ["called"])
    #expect(window.runtimeIssues.count == 1)
    #expect(
      window.runtimeIssues.first?.hasPrefix("List in Controls: a row of HStack<") == true)
    #expect(
      window.runtimeIssues.first?.hasSuffix(
        "holds a TextField, a Button: a List row works one Button or one Toggle; put the other "
          + "controls outside the list (they are drawn as text here and do not work)") == true)
  }
}
