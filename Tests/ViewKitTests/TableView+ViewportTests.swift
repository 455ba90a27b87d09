import Foundation
import Testing
import ViewKit

@MainActor @Suite struct TableViewViewportTests {
  @Test func givenAThousandRowsAndFiveLines_whenReloaded_thenOnlyTheShownRowsAreBuilt() {
    // Given
    let (table, source) = LongListDataSource.table(rows: 1_000, height: 5)
    // When
    table.reloadData()
    // Then: four rows and the line that counts the others
    #expect(source.cellRequests == (0..<4).map { IndexPath(row: $0, section: 0) })
    #expect(table.indexPathsForVisibleRows == source.cellRequests)
    #expect(table.numberOfRows(inSection: 0) == 1_000)
    #expect(table.numberOfRowsAbove == 0)
    #expect(table.numberOfRowsBelow == 996)
    #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
  }

  @Test func givenNoViewport_whenReloaded_thenEveryRowIsBuiltAndShown() {
    // Given
    let (table, source) = LongListDataSource.table(rows: 30, height: nil)
    // When
    table.reloadData()
    // Then
    #expect(source.cellRequests.count == 30)
    #expect(table.indexPathsForVisibleRows.count == 30)
    #expect(table.numberOfRowsBelow == 0)
  }

  @Test func givenAShownPage_whenScrollingDown_thenTheNextRowsAreBuiltOnce() {
    // Given
    let (table, source) = LongListDataSource.table(rows: 1_000, height: 5)
    table.reloadData()
    // When
    table.scroll(byRows: 10)
    // Then
    #expect(table.indexPathsForVisibleRows.map(\.row) == [10, 11, 12, 13])
    #expect(source.cellRequests.map(\.row) == [0, 1, 2, 3, 10, 11, 12, 13])
    #expect(table.numberOfRowsAbove == 10)
    #expect(table.numberOfRowsBelow == 986)
  }

  @Test func givenALongList_whenScrollingPastEitherEnd_thenItStopsAtAFullFirstOrLastPage() {
    // Given
    let (table, source) = LongListDataSource.table(rows: 1_000, height: 5)
    table.reloadData()
    // When
    table.scroll(byRows: .max)
    let last = table.indexPathsForVisibleRows.map(\.row)
    table.scroll(byRows: .min)
    // Then
    #expect(last == [996, 997, 998, 999])
    #expect(table.indexPathsForVisibleRows.map(\.row) == [0, 1, 2, 3])
    #expect(source.cellRequests.count == 12)
  }

  @Test func givenAnOffScreenRow_whenScrolledTo_thenItIsTheFirstShown() {
    // Given
    let (table, source) = LongListDataSource.table(rows: 1_000, height: 5)
    table.reloadData()
    // When
    table.scrollToRow(at: IndexPath(row: 500, section: 0))
    table.scrollToRow(at: IndexPath(row: 502, section: 0))
    // Then: the second row was shown already, so nothing moved
    #expect(table.indexPathsForVisibleRows.map(\.row) == [500, 501, 502, 503])
    #expect(table.cellForRow(at: IndexPath(row: 500, section: 0))?.text == "Row 501")
    #expect(source.cellRequests.count == 8)
  }

  @Test func givenSubtitledRows_whenFilled_thenEachRowTakesItsLines() {
    // Given
    let (table, source) = LongListDataSource.table(rows: 100, height: 6)
    source.subtitled = true
    // When
    table.reloadData()
    // Then: two rows of two lines, and the line that counts the others
    #expect(table.indexPathsForVisibleRows.map(\.row) == [0, 1])
    #expect(table.numberOfRowsBelow == 98)
  }

  @Test func givenSections_whenScrollingToASectionsFirstRow_thenItsHeaderShowsAbove() {
    // Given
    let source = LongListDataSource([("A", 50), ("B", 50), ("Empty", 0)])
    let table = TableView(identifier: "long.table")
    table.viewportHeight = 4
    table.dataSource = source
    // When
    table.scrollToRow(at: IndexPath(row: 0, section: 1))
    // Then
    #expect(table.isHeaderVisible(inSection: 1))
    #expect(!table.isHeaderVisible(inSection: 0))
    #expect(table.indexPathsForVisibleRows == [0, 1].map { IndexPath(row: $0, section: 1) })
    #expect(table.numberOfRowsAbove == 50)
    #expect(table.numberOfRowsBelow == 48)
  }

  @Test func givenAShownPage_whenTheViewportGrows_thenOnlyTheNewRowsAreBuilt() {
    // Given
    let (table, source) = LongListDataSource.table(rows: 100, height: 3)
    table.reloadData()
    // When
    table.viewportHeight = 5
    // Then
    #expect(source.cellRequests.map(\.row) == [0, 1, 2, 3])
    #expect(table.indexPathsForVisibleRows.map(\.row) == [0, 1, 2, 3])
  }

  @Test func givenEveryTable_whenItBuildsCells_thenTheProgramWideCountGrowsByThem() {
    // Given
    let (table, source) = LongListDataSource.table(rows: 10_000, height: 11)
    let before = TableView.cellsRequested
    // When
    table.reloadData()
    table.scroll(byRows: 5_000)
    // Then
    #expect(TableView.cellsRequested - before == 20)
    #expect(source.cellRequests.count == 20)
  }
}
