@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct TodoStoreTests {
  private func launch() -> Driver {
    let scene = NavigationHostingController(rootView: TodoRootView())
    return Driver(window: Window(rootViewController: scene))
  }

  private func texts(_ driver: Driver) throws -> [String] {
    try driver.rows(in: "todos")[0].map {
      [$0.text, $0.detail].compactMap { $0 }.joined(separator: " ")
    }
  }

  @Test func givenTheTodos_whenTheLastIsMovedFirstAndOneDeleted_thenTheStoreFollows()
    async throws
  {
    // Given
    let driver = launch()
    // When
    try await driver.moveRow(
      from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0), in: "todos")
    try await driver.deleteRow(IndexPath(row: 1, section: 0), in: "todos")
    // Then
    #expect(try texts(driver) == ["Answer mail", "Call Ana", "Open 2"])
  }

  @Test func givenADetail_whenTheTodoIsRenamedAndDone_thenTheListShowsItAndCountsIt()
    async throws
  {
    // Given
    let driver = launch()
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "todos")
    // When
    try await driver.type("Buy bread", into: "title")
    try await driver.toggle("done")
    // Then
    #expect(driver.title == "Buy bread")
    try await driver.goBack()
    #expect(try texts(driver) == ["Buy bread", "Call Ana", "Answer mail", "Open 2"])
  }

  @Test func givenTheSortMenu_whenByTitleIsChosen_thenTheTodosAreSorted() async throws {
    // Given
    let driver = launch()
    try await driver.tap("Sort")
    // When
    try await driver.tapAlertAction("By title")
    // Then
    #expect(try texts(driver) == ["Answer mail", "Buy milk", "Call Ana", "Open 3"])
  }
}
