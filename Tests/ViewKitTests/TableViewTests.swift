import Foundation
import Testing
import ViewKit

@MainActor @Suite struct TableViewTests {
  @Test func givenADataSource_whenItChangesWithoutReload_thenTheTableShowsTheOldRows() {
    // Given
    let source = StaticTableDataSource([(nil, [makeCell("A")])])
    let table = TableView()
    table.dataSource = source
    #expect(table.numberOfRows(inSection: 0) == 1)
    // When
    source.sections[0].cells.append(makeCell("B"))
    // Then
    #expect(table.numberOfRows(inSection: 0) == 1)
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  @Test func givenOnlyRequiredMethods_whenLoaded_thenTheDefaultsApply() {
    // Given
    let source = MinimalDataSource()
    let table = TableView(style: .grouped)
    // When
    table.dataSource = source
    table.isEditing = true
    // Then
    let first = IndexPath(row: 0, section: 0)
    #expect(table.numberOfSections == 1)
    #expect(table.headerTitle(forSection: 0) == nil)
    #expect(!table.canDeleteRow(at: first))
    #expect(!table.canMoveRow(at: first))
    #expect(table.cellForRow(at: first)?.text == "Only row")
    #expect(table.style == .grouped)
  }

  @Test func givenNoDataSource_whenReloading_thenTheTableIsEmpty() {
    // Given
    let table = TableView()
    // When
    table.reloadData()
    // Then
    #expect(table.numberOfSections == 0)
    #expect(table.numberOfRows(inSection: 3) == 0)
    #expect(table.headerTitle(forSection: 3) == nil)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
  }

  @Test func givenRowsAddedAndRemoved_whenTheTableIsTold_thenItReadsTheSourceAgain() {
    // Given
    let source = StaticTableDataSource([(nil, [makeCell("A")])])
    let table = TableView()
    table.dataSource = source
    _ = table.numberOfSections
    // When
    source.sections[0].cells.append(makeCell("B"))
    table.insertRows(at: [IndexPath(row: 1, section: 0)])
    let afterInsert = table.numberOfRows(inSection: 0)
    source.sections[0].cells.removeFirst()
    table.deleteRows(at: [IndexPath(row: 0, section: 0)])
    // Then
    #expect(afterInsert == 2)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.text == "B")
  }

  @Test func givenTheDefaultDataSource_whenCommittingDeleteOrMove_thenNothingBreaks() async {
    // Given
    let source = MinimalDataSource()
    let table = TableView()
    table.dataSource = source
    let first = IndexPath(row: 0, section: 0)
    // When
    await source.tableView(table, commitDeleteForRowAt: first)
    await source.tableView(table, moveRowAt: first, to: first)
    // Then
    #expect(table.numberOfRows(inSection: 0) == 1)
  }
}
