import Domain
import TestSupport
import Testing

@testable import VIP

/// A smoke test of VIP's composition root; each scene's roles are tested on their own and the
/// journeys are the acceptance suite's.
@MainActor
@Suite struct VIPAppTests {
  @Test func givenDemoUser_whenTheAppSignsIn_thenThePlayerListSceneHoldsTheSquadInItsDataStore()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let launcher = AppLauncher(makeRoot: VIPApp.makeRoot)

    // When
    let driver = try await launcher.launchOnPlayerList(env)

    // Then: Login's router pushed a scene its configurator wired end to end
    let list = try #require(driver.topViewController as? PlayerListViewController)
    #expect(list.router.dataStore?.players.map(\.name) == ["Ana", "Bruno", "Carla", "Dan"])
    #expect(driver.window.navigationController?.viewControllers.first is LoginViewController)
  }
}
