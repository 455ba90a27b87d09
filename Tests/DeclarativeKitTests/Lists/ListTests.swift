@_spi(Hosting) import DeclarativeKit
import Foundation
import Observation
import Testing
import ViewKit

@MainActor @Suite struct ListTests {
  struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
  }

  @MainActor
  @Observable
  final class Items {
    var rows: [Item]
    var bench: [Item] = []
    var isEditing = false

    init(count: Int) {
      rows = (0..<count).map { Item(id: $0, name: "Row \($0)") }
    }
  }

  private struct CountedRow: DeclarativeKit.View {
    let item: Item
    let counter: EvaluationCounter

    var body: some DeclarativeKit.View {
      let _ = counter.tick()
      ListRow(item.name, detail: "#\(item.id)", style: .value1)
    }
  }

  private struct Roster: DeclarativeKit.View {
    let items: Items
    let counter: EvaluationCounter

    var body: some DeclarativeKit.View {
      Text("Players")
      List(items.rows) { CountedRow(item: $0, counter: counter) }
        .accessibilityIdentifier("roster")
    }
  }

  @Test
  func
    givenTenThousandRowsInAFortyLineWindow_whenShownThenOneRowChanges_thenOnlyThatRowIsEvaluated()
    throws
  {
    // Given
    let items = Items(count: 10_000)
    let counter = EvaluationCounter()
    let (window, _, _) = host(Roster(items: items, counter: counter))

    // When
    window.height = 40
    let shown = Renderer.render(window)
    let firstCount = counter.count
    items.rows[3].name = "Changed"
    let changed = Renderer.render(window)

    // Then
    #expect(shown.contains("Row 3"))
    #expect(changed.contains("Changed"))
    #expect(changed.contains("(0 rows above, 9962 below)"))
    #expect(firstCount == 38)
    // The other drawn rows are drawn again with equal elements: their bodies are not evaluated.
    #expect(counter.count - firstCount == 1)
  }

  private struct Tappable: DeclarativeKit.View {
    let items: Items
    let log: EventLog

    var body: some DeclarativeKit.View {
      List(items.rows) { item in
        ListRow(item.name) { log.append("tapped \(item.name)") }
      }
      .accessibilityIdentifier("roster")
    }
  }

  @Test func givenAListOfPlainRows_whenDrawn_thenItsRowsOfferNothingToTapAsATableWithoutDelegate() {
    // Given
    let items = Items(count: 3)
    let (plainWindow, _, _) = host(Roster(items: items, counter: EvaluationCounter()))
    let (tappableWindow, _, _) = host(Tappable(items: items, log: EventLog()))

    // When
    _ = Renderer.render(plainWindow)
    _ = Renderer.render(tappableWindow)

    // Then
    let plain = Driver(window: plainWindow).element("roster") as? ViewKit.TableView
    let tappable = Driver(window: tappableWindow).element("roster") as? ViewKit.TableView
    #expect(plain?.delegate == nil)
    #expect(tappable?.delegate != nil)
  }

  @Test func givenAListInAWindowWithoutHeight_whenRendered_thenEveryRowIsDrawn() {
    // Given
    let items = Items(count: 3)
    let (window, _, _) = host(Roster(items: items, counter: EvaluationCounter()))

    // When
    let screen = Renderer.render(window)

    // Then
    #expect(
      screen == """
        Players
        Row 0                                                     #0
        Row 1                                                     #1
        Row 2                                                     #2
        """)
  }

  private struct Teams: DeclarativeKit.View {
    let items: Items
    let log: EventLog

    var body: some DeclarativeKit.View {
      List {
        Section("Bench") {
          ForEach(items.bench) { ListRow($0.name) }
            .dropDestination(for: String.self) { names, offset in
              log.append("dropped \(names) at \(offset)")
            }
        }
        Section("Team") {
          ForEach(items.rows) { item in
            ListRow(item.name, accessory: .disclosureIndicator, isChecked: item.id == 0) {
              log.append("tapped \(item.name)")
            }
            .draggable(item.name)
          }
          .onDelete { offsets in
            log.append("delete \(Array(offsets))")
            for offset in offsets.reversed() { items.rows.remove(at: offset) }
          }
          .onMove { offsets, destination in
            log.append("move \(Array(offsets)) to \(destination)")
            let moved = offsets.map { items.rows[$0] }
            let before = offsets.filter { $0 < destination }.count
            for offset in offsets.reversed() { items.rows.remove(at: offset) }
            items.rows.insert(contentsOf: moved, at: destination - before)
          }
        }
        Text("Footer")
      }
      .accessibilityIdentifier("teams")
      .environment(\.editMode, .constant(items.isEditing ? .active : .inactive))
    }
  }

  @Test func givenSectionsWithAnEmptyOne_whenRendered_thenHeadersRowsAndTheEmptyMarkShow() {
    // Given
    let items = Items(count: 2)
    let (window, _, _) = host(Teams(items: items, log: EventLog()))

    // When
    let screen = Renderer.render(window)

    // Then
    #expect(
      screen == """
        -- Bench --
           (empty)
        -- Team --
        [x] Row 0                                                  >
        [ ] Row 1                                                  >
        Footer
        """)
  }

  @Test func givenAForEachWithOnDelete_whenTheUserDeletesARow_thenTheActionGetsItsOffset()
    async throws
  {
    // Given
    let items = Items(count: 3)
    let log = EventLog()
    let (window, driver, _) = host(Teams(items: items, log: log))

    // When
    try await driver.deleteRow(IndexPath(row: 1, section: 1), in: "teams")

    // Then
    #expect(log.events == ["delete [1]"])
    #expect(!Renderer.render(window).contains("Row 1"))
  }

  @Test func givenReorderMode_whenARowMovesDownInItsForEach_thenOnMoveGetsSwiftUIsOffsets()
    async throws
  {
    // Given
    let items = Items(count: 3)
    items.isEditing = true
    let log = EventLog()
    let (_, driver, _) = host(Teams(items: items, log: log))

    // When
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 1), to: IndexPath(row: 2, section: 1), in: "teams")

    // Then
    #expect(log.events == ["move [0] to 3"])
    #expect(items.rows.map(\.id) == [1, 2, 0])
  }

  @Test func givenReorderMode_whenADraggableRowMovesToAnotherForEach_thenItsDropDestinationGetsIt()
    async throws
  {
    // Given
    let items = Items(count: 2)
    items.isEditing = true
    let log = EventLog()
    let (window, driver, _) = host(Teams(items: items, log: log))

    // When
    try await driver.moveRow(
      from: IndexPath(row: 1, section: 1), to: IndexPath(row: 0, section: 0), in: "teams")

    // Then
    #expect(log.events == ["dropped [\"Row 1\"] at 0"])
    #expect(Renderer.render(window).contains("≡ "))
  }

  private struct Shelves: DeclarativeKit.View {
    let log: EventLog

    var body: some DeclarativeKit.View {
      List {
        Section("Top") {
          ForEach(["Box"], id: \.self) { ListRow($0).draggable(Data($0.utf8)) }
        }
        Section("Bottom") {
          ForEach(["Jar"], id: \.self) { ListRow($0) }
            .dropDestination(for: String.self) { names, _ in log.append("dropped \(names)") }
        }
      }
      .accessibilityIdentifier("shelves")
      .environment(\.editMode, .constant(.active))
    }
  }

  @Test
  func givenADropDestinationForAnotherType_whenARowIsMovedOntoIt_thenNothingMovesAndItIsReported()
    async throws
  {
    // Given
    let log = EventLog()
    let (window, _, screen) = host(Shelves(log: log))
    _ = Renderer.render(window)
    let table = try #require(screen.view.viewWithIdentifier("shelves") as? ViewKit.TableView)

    // When
    await table.dataSource?.tableView(
      table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))

    // Then
    #expect(log.events.isEmpty)
    #expect(
      window.runtimeIssues == [
        "List in Shelves: a row dragged from row 0 of section 0 carries a Data, which the "
          + "dropDestination at row 1 of section 1 does not take; nothing is moved"
      ])
  }

  @Test func givenARowWithAnAction_whenTheUserTapsIt_thenTheActionRuns() async throws {
    // Given
    let items = Items(count: 2)
    let log = EventLog()
    let (_, driver, _) = host(Teams(items: items, log: log))

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 1), in: "teams")

    // Then
    #expect(log.events == ["tapped Row 1"])
  }

  @Test func givenAListShown_whenADeleteOrMoveComesForARowThatIsGone_thenItIsReportedNotApplied()
    async throws
  {
    // Given
    let items = Items(count: 2)
    let log = EventLog()
    let (window, _, screen) = host(Teams(items: items, log: log))
    _ = Renderer.render(window)
    let table = try #require(screen.view.viewWithIdentifier("teams") as? ViewKit.TableView)
    let dataSource = try #require(table.dataSource)

    // When
    await dataSource.tableView(table, commitDeleteForRowAt: IndexPath(row: 5, section: 1))
    await dataSource.tableView(
      table, moveRowAt: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 9))

    // Then
    #expect(log.events.isEmpty)
    #expect(
      window.runtimeIssues == [
        "List in Teams: a delete at row 5 of section 1, a row that is gone; nothing is deleted",
        "List in Teams: a move from row 0 of section 1 to row 0 of section 9, a row or place "
          + "that is gone; nothing is moved",
      ])
  }

  private struct Duplicates: DeclarativeKit.View {
    let items: [Item]

    var body: some DeclarativeKit.View {
      List(items) { ListRow($0.name) }
      ForEach(items) { Text($0.name) }
    }
  }

  @Test func givenDuplicateIds_whenShown_thenEachViewIsReportedAndEveryRowStillShows() {
    // Given
    let items = [Item(id: 1, name: "Ana"), Item(id: 1, name: "Bo"), Item(id: 2, name: "Cy")]

    // When
    let (window, _, _) = host(Duplicates(items: items))
    let screen = Renderer.render(window)

    // Then
    #expect(screen == "Ana\nBo\nCy\nAna\nBo\nCy")
    #expect(
      window.runtimeIssues == [
        "A ForEach of a List in Duplicates has the id 1 more than once (again at row 1); ids "
          + "must be unique: each duplicate is shown, but its identity and state follow its "
          + "position",
        "ForEach in Duplicates has the id 1 more than once (again at row 1); ids must be "
          + "unique: each duplicate is shown, but its identity and state follow its position",
      ])
  }

  private struct ObservedDuplicates: DeclarativeKit.View {
    let items: Items

    var body: some DeclarativeKit.View {
      List(items.rows) { ListRow($0.name) }
    }
  }

  @Test func givenDuplicateIds_whenARowIsRenamedThenOneIsAdded_thenOnlyNewIdsAreCheckedAgain() {
    // Given: two rows with the id 0, reported once
    let items = Items(count: 0)
    items.rows = [Item(id: 0, name: "Ana"), Item(id: 0, name: "Bo")]
    let (window, _, _) = host(ObservedDuplicates(items: items))
    _ = Renderer.render(window)

    // When: a pass with the same ids, then one with a new id
    items.rows[1].name = "Bob"
    let renamed = Renderer.render(window)
    items.rows.append(Item(id: 1, name: "Cy"))
    let added = Renderer.render(window)

    // Then: the same ids are not checked (nor reported) again; new ids are
    #expect(renamed == "Ana\nBob")
    #expect(added == "Ana\nBob\nCy")
    let report =
      "A ForEach of a List in ObservedDuplicates has the id 0 more than once (again at row 1); "
      + "ids must be unique: each duplicate is shown, but its identity and state follow its "
      + "position"
    #expect(window.runtimeIssues == [report, report])
  }

  private struct CounterRow: DeclarativeKit.View {
    let item: Item
    @State private var taps = 0

    var body: some DeclarativeKit.View {
      ListRow("\(item.name) \(taps)") { taps += 1 }
    }
  }

  private struct Counters: DeclarativeKit.View {
    let items: Items

    var body: some DeclarativeKit.View {
      List(items.rows) { CounterRow(item: $0) }
        .accessibilityIdentifier("list")
        .environment(\.editMode, .constant(.active))
    }
  }

  @Test func givenARowWithState_whenARowAboveIsDeleted_thenTheStateFollowsTheId() async throws {
    // Given
    let items = Items(count: 3)
    let (window, driver, _) = host(Counters(items: items))
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: "list")

    // When
    items.rows.remove(at: 0)
    let screen = Renderer.render(window)

    // Then
    #expect(screen == "Row 1 0\nRow 2 1")
  }

  // Increasing integer ids are looked up by bisection, others counted: both must drop a row gone.
  @Test(arguments: [[0, 1, 2], [2, 0, 1]])
  func givenARowWithState_whenItsIdLeavesAndComesBack_thenItStartsAfresh(ids: [Int]) async throws {
    // Given: the row with the id 1 tapped once
    let items = Items(count: 0)
    items.rows = ids.map { Item(id: $0, name: "Row \($0)") }
    let (window, driver, _) = host(Counters(items: items))
    let row = try #require(ids.firstIndex(of: 1))
    try await driver.selectRow(IndexPath(row: row, section: 0), in: "list")
    let tapped = Renderer.render(window)

    // When: the id leaves the list, then comes back
    items.rows.removeAll { $0.id == 1 }
    _ = Renderer.render(window)
    items.rows.append(Item(id: 1, name: "Row 1"))
    let back = Renderer.render(window)

    // Then
    #expect(tapped.contains("Row 1 1"))
    #expect(back.hasSuffix("Row 1 0"))
    #expect(window.runtimeIssues.isEmpty)
  }

  @Test func givenARowNoOnMoveTakes_whenItIsMoved_thenItIsReportedNotApplied() async throws {
    // Given
    let items = Items(count: 2)
    let (window, _, screen) = host(Counters(items: items))
    _ = Renderer.render(window)
    let table = try #require(screen.view.viewWithIdentifier("list") as? ViewKit.TableView)

    // When
    await table.dataSource?.tableView(
      table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))

    // Then
    #expect(!table.canMoveRow(at: IndexPath(row: 0, section: 0)))
    #expect(
      window.runtimeIssues == [
        "List in Counters: a move from row 0 of section 0 to row 1 of section 0 that no onMove "
          + "takes (to move a row to another ForEach, make it draggable and give that ForEach a "
          + "dropDestination); nothing is moved"
      ])
  }

  private struct Groups: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      List {
        ForEach(["A", "B"], id: \.self) { group in
          Section(group) {
            ForEach([1, 2], id: \.self) { ListRow("\(group)\($0)") }
          }
        }
      }
      Section("Outside") { Text("plain") }
    }
  }

  @Test func givenAForEachOfSectionsById_whenRendered_thenEachElementIsASection() {
    // Given
    let (window, _, _) = host(Groups())

    // When
    let screen = Renderer.render(window)

    // Then
    #expect(screen == "-- A --\nA1\nA2\n-- B --\nB1\nB2\nOutside\nplain")
  }
}
