@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct ReadingListTests {
  private func launch() -> (Driver, NavigationHostingController<ReadingListView>) {
    let scene = NavigationHostingController(rootView: ReadingListView())
    return (Driver(window: Window(rootViewController: scene)), scene)
  }

  @Test func givenTheList_whenABookIsTapped_thenItsDetailShowsTheShelfFromTheEnvironment()
    async throws
  {
    // Given
    let (driver, _) = launch()
    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "books")
    // Then
    #expect(driver.title == "Emma")
    #expect(try driver.text(of: "author") == "Jane Austen")
    #expect(try driver.text(of: "shelf") == "On Summer reading")
  }

  @Test func givenADetail_whenDoneCallsDismiss_thenTheListIsBack() async throws {
    // Given
    let (driver, scene) = launch()
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "books")
    // When
    try await driver.tap("Done")
    // Then
    #expect(driver.title == "Reading List")
    #expect(scene.viewControllers.count == 1)
  }

  @Test func givenTheList_whenAddIsTapped_thenANewRowLeadsToItsDetail() async throws {
    // Given
    let (driver, _) = launch()
    // When
    try await driver.tap("Add")
    // Then
    #expect(try driver.rows(in: "books")[0].map(\.text) == ["Dune", "Emma", "New book", "About"])
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: "books")
    #expect(try driver.text(of: "author") == "Unknown")
  }

  @Test func givenTheAboutLink_whenTapped_thenAPushedAboutScreenShows() async throws {
    // Given
    let (driver, _) = launch()
    // When
    try await driver.selectRow(IndexPath(row: 2, section: 0), in: "books")
    // Then
    #expect(try driver.text(of: "about") == "Pushed")
    try await driver.goBack()
    #expect(driver.title == "Reading List")
  }
}
