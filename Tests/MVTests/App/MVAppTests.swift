import Domain
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
}
