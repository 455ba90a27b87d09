import Foundation
import Testing
import ViewKit

@MainActor @Suite struct DriverGesturesTests {
  /// A screen of a table of notes that a pull reloads, a label with a menu and two fields.
  private final class Screen: ViewController {
    let source = LongListDataSource([(nil, 2)])
    let table = TableView(identifier: "notes")
    let label = Label(text: "Pinned: none")
    let first = TextField(placeholder: "First", identifier: "first")
    let second = TextField(placeholder: "Second", identifier: "second")
    private(set) var events: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      table.dataSource = source
      table.refreshControl = RefreshControl { [unowned self] in
        await Task.yield()
        events.append("refreshing \(table.refreshControl?.isRefreshing == true)")
        source.sections = [(nil, 3)]
        table.reloadData()
      }
      label.contextMenuInteraction = ContextMenuInteraction { [unowned self] in
        [
          ContextualAction(style: .normal, title: "Pin") { self.label.text = "Pinned: yes" }
        ]
      }
      first.onBeginEditing = { [unowned self] in events.append("begin first") }
      first.onEndEditing = { [unowned self] in events.append("end first") }
      for view in [label, first, second, table] { self.view.addSubview(view) }
    }
  }

  private func makeSUT() -> (Driver, Screen) {
    let screen = Screen()
    let window = Window(rootViewController: screen)
    return (Driver(window: window), screen)
  }

  @Test func givenARefreshControl_whenPulled_thenItsActionRunsWhileRefreshing() async throws {
    // Given
    let (driver, screen) = makeSUT()
    // When
    try await driver.pullToRefresh("notes")
    // Then
    #expect(screen.events == ["refreshing true"])
    #expect(screen.table.refreshControl?.isRefreshing == false)
    #expect(try driver.rows(in: "notes").map(\.count) == [3])
  }

  @Test func givenAContextMenu_whenAnActionIsChosen_thenItRuns() async throws {
    // Given
    let (driver, screen) = makeSUT()
    // When
    try await driver.contextMenu("Pinned: none", action: "Pin")
    // Then
    #expect(screen.label.text == "Pinned: yes")
  }

  @Test func givenAViewWithoutAMenu_whenLongPressed_thenTheDriverSaysSo() async throws {
    // Given
    let (driver, _) = makeSUT()
    // When
    let error = await #expect(throws: DriverError.self) {
      try await driver.contextMenu("first", action: "Pin")
    }
    // Then
    #expect(error?.description == "Not allowed on \"first\": it has no context menu.")
  }

  @Test func givenTwoFields_whenTypingIntoOneThenTheOther_thenTheFirstResponderMoves()
    async throws
  {
    // Given
    let (driver, screen) = makeSUT()
    // When
    try await driver.type("a", into: "first")
    try await driver.type("b", into: "second")
    // Then
    #expect(screen.events == ["begin first", "end first"])
    #expect(driver.focusedField == "second")
    #expect(screen.second.isFirstResponder && !screen.first.isFirstResponder)
  }

  @Test func givenADisabledField_whenAskedToBecomeFirstResponder_thenItRefuses() {
    // Given
    let (driver, screen) = makeSUT()
    screen.first.isEnabled = false
    // When
    let became = screen.first.becomeFirstResponder()
    // Then
    #expect(!became)
    #expect(driver.focusedField == nil)
  }

  @Test func givenATitledField_whenRendered_thenTheTitleIsDrawnBeforeIt() {
    // Given
    let (driver, screen) = makeSUT()
    screen.first.title = "Day"
    // When
    let text = driver.render(width: 30)
    // Then
    #expect(text.contains("Day [(First)_____________]"))
  }
}
