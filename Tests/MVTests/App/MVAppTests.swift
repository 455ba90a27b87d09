import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MV

@MainActor
@Suite struct MVAppTests {
  @Test func givenAnEnvironment_whenTheAppStarts_thenLoginIsTheOnlyScreenOfTheStack() async {
    // Given
    let env = TestEnvironment()

    // When
    let driver = await AppLauncher(makeRoot: MVApp.makeRoot).launch(env)

    // Then
    #expect((driver.window.rootViewController as? NavigationController)?.viewControllers.count == 1)
    #expect((driver.title ?? "").isEmpty)
    #expect(driver.element("login.loginButton") != nil)
  }

  @Test func givenATokenLeftFromAnEarlierRun_whenTheAppStarts_thenLoginIsStillShown() async throws {
    // Given
    let env = TestEnvironment()
    try env.credentials.saveToken("left-over")

    // When
    let driver = await AppLauncher(makeRoot: MVApp.makeRoot).launch(env)

    // Then
    #expect(driver.element("login.loginButton") != nil)
    #expect(driver.title?.isEmpty ?? true)
  }

  @Test func givenTheDemoUser_whenLoggedIn_thenTheListIsLoadedWithTheEnvironmentsServices()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)

    // When
    let driver = try await AppLauncher(makeRoot: MVApp.makeRoot).launchOnPlayerList(env)

    // Then
    #expect(driver.title == "Players")
    #expect(try driver.rows(in: "playerList.table").first?.count == 4)
    #expect(env.players.calls == [.players])
  }

  @Test
  func givenTheDeclarativeList_whenADetailIsOpenedAndBackIsTapped_thenThePlayersAreNotLoadedAgain()
    async throws
  {
    // Given: SwiftUI runs onAppear and task again when the list is back on top
    let env = TestEnvironment(players: Player.squad)
    let driver = try await AppLauncher(makeRoot: MVApp.makeRoot).launchOnPlayerList(env)
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    let detail = driver.title

    // When
    try await driver.goBack()

    // Then
    #expect(detail == "Ana")
    #expect(driver.title == "Players")
    #expect(env.players.calls == [.players])
  }
}
