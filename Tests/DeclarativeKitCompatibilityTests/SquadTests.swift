@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct SquadTests {
  private func launch() -> Driver {
    Driver(window: Window(rootViewController: NavigationHostingController(rootView: SquadView())))
  }

  @Test func givenTheSquad_whenAPlayerIsTicked_thenTheInsetCountsThemReady() async throws {
    // Given
    let driver = launch()
    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "squad")
    // Then
    #expect(try driver.text(of: "ready") == "1 of 3 ready")
    #expect(try driver.rows(in: "squad")[0].map(\.checkbox) == [.unchecked, .checked, .unchecked])
  }

  @Test func givenTheSquad_whenRemoveIsSwipedAndConfirmed_thenThePlayerLeaves() async throws {
    // Given
    let driver = launch()
    // When
    try await driver.swipe(row: IndexPath(row: 0, section: 0), in: "squad", action: "Remove")
    #expect(driver.alert?.message == "Ana leaves the squad.")
    try await driver.tapAlertAction("Remove Ana")
    // Then
    #expect(try driver.rows(in: "squad")[0].map(\.text) == ["Bo", "Cy"])
    #expect(try driver.text(of: "ready") == "0 of 2 ready")
  }

  @Test func givenThePositionScreen_whenAPositionIsPickedThenLocked_thenItShowsLocked()
    async throws
  {
    // Given
    let driver = Driver(
      window: Window(rootViewController: HostingController(rootView: PositionScreen())))
    // When
    try await driver.pick(row: 3, component: 0, in: "position")
    #expect(try driver.text(of: "plays") == "Plays as forward")
    try await driver.tap("Lock")
    // Then
    #expect(try driver.text(of: "plays") == "Locked")
    #expect(driver.render().contains("Slot 2"))
    await #expect(throws: DriverError.self) {
      try await driver.pick(row: 0, component: 0, in: "position")
    }
  }
}
