import Foundation
import Testing
import ViewKit

@MainActor @Suite struct WindowLayoutTests {
  private func longList(rows: Int, height: Int?) -> (Driver, LongListViewController) {
    let list = LongListViewController(rows: rows)
    let window = Window(rootViewController: NavigationController(rootViewController: list))
    window.height = height
    return (Driver(window: window), list)
  }

  @Test func givenAHeight_whenTheScreenIsRendered_thenTheListFillsWhatTheRestLeaves() {
    // Given: the bar takes two lines, the label and the button one each
    let (driver, list) = longList(rows: 1_000, height: 10)
    // When
    let text = driver.render(width: 30)
    // Then
    #expect(list.table.viewportHeight == 6)
    #expect(
      text == """
                     Long
        ------------------------------
        Everyone
        Row 1
        Row 2
        Row 3
        Row 4
        Row 5
           (0 rows above, 995 below)
        [Add]
        """)
    #expect(list.source.cellRequests.count == 5)
  }

  @Test func givenAScrolledList_whenRendered_thenTheLineCountsTheRowsOnBothSides() throws {
    // Given
    let (driver, _) = longList(rows: 8, height: 8)
    // When
    try driver.scroll("long.table", byRows: 1)
    // Then
    #expect(
      driver.render(width: 30).split(separator: "\n").dropFirst(3).joined(separator: "\n") == """
        Row 2
        Row 3
        Row 4
           (1 row above, 4 below)
        [Add]
        """)
  }

  @Test func givenRoomForEveryRow_whenRendered_thenNoLineIsAdded() {
    // Given
    let (driver, _) = longList(rows: 3, height: 20)
    // When
    let text = driver.render(width: 30)
    // Then
    #expect(text.hasSuffix("Everyone\nRow 1\nRow 2\nRow 3\n[Add]"))
  }

  @Test func givenNoHeight_whenRendered_thenEveryRowIsDrawnAsBefore() {
    // Given
    let (driver, list) = longList(rows: 40, height: nil)
    // When
    let text = driver.render(width: 30)
    // Then
    #expect(list.table.viewportHeight == nil)
    #expect(text.split(separator: "\n").count == 2 + 1 + 40 + 1)
    #expect(!text.contains("below"))
  }

  @Test func givenALittleRoom_whenLaidOut_thenTheListKeepsItsMinimum() {
    // Given
    let (_, list) = longList(rows: 100, height: 4)
    // Then
    #expect(list.table.viewportHeight == Window.minimumTableHeight)
  }

  @Test func givenABoundedWindow_whenTheHeightIsRemoved_thenEveryRowIsShownAgain() {
    // Given
    let (driver, list) = longList(rows: 50, height: 10)
    // When
    driver.window.height = nil
    // Then
    #expect(list.table.viewportHeight == nil)
    #expect(list.table.indexPathsForVisibleRows.count == 50)
  }

  @Test func givenAHeight_whenAScreenWithALongListIsPushed_thenItLoadsOnlyTheRowsItShows() {
    // Given
    let (driver, list) = longList(rows: 3, height: 12)
    let pushed = LongListViewController(rows: 10_000)
    // When
    list.navigationController?.pushViewController(pushed, animated: true)
    // Then
    #expect(driver.title == "Long")
    #expect(pushed.table.viewportHeight == 8)
    #expect(pushed.source.cellRequests.count == 7)
  }
}
