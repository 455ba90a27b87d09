import Foundation
import Testing
import ViewKit

@MainActor @Suite struct DriverScrollTests {
  private func longList(rows: Int) -> (Driver, LongListViewController) {
    let list = LongListViewController(rows: rows)
    let window = Window(rootViewController: NavigationController(rootViewController: list))
    window.height = 10
    return (Driver(window: window), list)
  }

  @Test func givenAnOffScreenRow_whenSelected_thenTheListScrollsToItFirst() async throws {
    // Given
    let (driver, list) = longList(rows: 10_000)
    let row = IndexPath(row: 7_000, section: 0)
    // When
    try await driver.selectRow(row, in: "long.table")
    // Then
    #expect(list.source.selected == [row])
    #expect(list.table.indexPathsForVisibleRows.first == row)
    #expect(driver.render(width: 40).contains("Row 7001\n"))
  }

  @Test func givenALongList_whenReadByTheDriver_thenEveryRowIsRead() throws {
    // Given
    let (driver, list) = longList(rows: 200)
    // When
    let rows = try driver.rows(in: "long.table")
    // Then
    #expect(rows[0].count == 200)
    #expect(rows[0][199] == RowSnapshot(text: "Row 200"))
    #expect(list.table.indexPathsForVisibleRows.count == 5)
  }

  @Test func givenALongList_whenScrollingToARowByTheDriver_thenItIsShown() throws {
    // Given
    let (driver, list) = longList(rows: 200)
    // When
    try driver.scrollToRow(IndexPath(row: 150, section: 0), in: "long.table")
    // Then
    #expect(list.table.numberOfRowsAbove == 150)
    #expect(list.source.selected.isEmpty)
  }

  @Test func givenARowPastTheEnd_whenScrolledTo_thenTheDriverSaysWhichRowsExist() {
    // Given
    let (driver, _) = longList(rows: 20)
    // When
    let error = #expect(throws: DriverError.self) {
      try driver.scrollToRow(IndexPath(row: 20, section: 0), in: "long.table")
    }
    // Then
    #expect(
      error
        == .rowOutOfRange(
          table: "long.table", indexPath: IndexPath(row: 20, section: 0), rowsPerSection: [20]))
  }
}
