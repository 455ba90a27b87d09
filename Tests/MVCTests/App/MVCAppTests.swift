import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// The one test file that starts the whole MVC app, through `MVCApp.makeRoot`, to check the wiring
/// of the composition root; journeys across screens are the acceptance suite's.
@MainActor
@Suite struct MVCAppTests {
  private let launcher = AppLauncher(makeRoot: MVCApp.makeRoot)

  @Test func givenAnEnvironment_whenTheAppStarts_thenLoginIsTheOnlyScreenOfTheStack() async {
    // Given
    let env = TestEnvironment()

    // When
    let driver = await launcher.launch(env)

    // Then
    let stack = driver.window.navigationController?.viewControllers ?? []
    #expect(stack.count == 1)
    #expect(stack.first is LoginViewController)
    #expect(driver.title == nil)
  }

  @Test func givenATokenLeftFromAnEarlierRun_whenTheAppStarts_thenLoginIsStillShown() async throws {
    // Given: a token is no session; only a login leads on (SPEC §2, §5)
    let env = TestEnvironment(players: Player.squad)
    try env.credentials.saveToken("token-old")

    // When
    let driver = await launcher.launch(env)

    // Then
    #expect(driver.topViewController is LoginViewController)
    #expect(env.players.calls.isEmpty)
  }

  @Test func givenTheDemoUser_whenLoggedIn_thenTheListIsLoadedWithTheEnvironmentsServices()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)

    // When
    let driver = try await launcher.launchOnPlayerList(env)

    // Then
    #expect(driver.topViewController is PlayerListViewController)
    #expect(try driver.rows(in: "playerList.table").first?.count == Player.squad.count)
  }
}
