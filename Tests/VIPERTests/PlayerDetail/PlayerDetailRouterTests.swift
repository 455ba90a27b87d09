import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct PlayerDetailRouterTests {
  @Test func givenAPlayer_whenTheModuleIsCreatedAndShown_thenTitleAndRowsShowIt() throws {
    // Given
    let env = TestEnvironment()

    // When
    let driver = ScreenHost.show(
      PlayerDetailRouter.createModule(
        player: .completeFixture(), output: nil, environment: env.environment))

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.headers(in: "playerDetail.table") == ["PERSONAL", "PLAY", "LIKES"])
    #expect(
      try driver.rows(in: "playerDetail.table").map { $0.map(\.detail) } == [
        ["Ana", "27"], ["Midfielder", "Professional"], ["FC Porto"],
      ])
  }

  @Test func givenAgeRowChosen_whenRoutedToPlayerEdit_thenEditGetsPlayerAndFieldAndIsPushed()
    throws
  {
    // Given
    let env = TestEnvironment()
    let router = PlayerDetailRouter(environment: env.environment)
    let screen = ViewController()
    router.viewController = screen
    let driver = ScreenHost.show(screen, pushed: false)

    // When
    router.showPlayerEdit(
      for: .completeFixture(), field: .age, output: PlayerEditModuleOutputSpy())

    // Then
    #expect(driver.topViewController is PlayerEditViewController)
    #expect(driver.title == "Age")
    #expect(try driver.text(of: "playerEdit.textField") == "27")
  }

  @Test func givenEditOfName_whenNewNameIsSaved_thenDetailIsBackWithNewTitleAndRowAndOutputIsTold()
    async throws
  {
    // Given: the module over a real player service, its Name row opened
    let env = TestEnvironment(players: [.completeFixture()])
    let output = PlayerDetailModuleOutputSpy()
    let driver = ScreenHost.show(
      PlayerDetailRouter.createModule(
        player: .completeFixture(), output: output, environment: env.environment))
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerDetail.table")
    try await driver.type("Bea", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(driver.topViewController is PlayerDetailViewController)
    #expect(driver.title == "Bea")
    #expect(try driver.rows(in: "playerDetail.table").first?.first?.detail == "Bea")
    #expect(output.updatedPlayers.map(\.name) == ["Bea"])
  }
}
