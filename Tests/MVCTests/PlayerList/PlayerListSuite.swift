import Domain
import TestSupport
import ViewKit

@testable import MVC

/// The Player List suites of the controller, its data source and its networking start from the
/// same screen.
@MainActor
protocol PlayerListSuite {}

extension PlayerListSuite {
  /// The list's table.
  var table: String { "playerList.table" }

  /// The Player List over `env`, pushed over a plain root screen, its first load finished.
  func showPlayerList(_ env: TestEnvironment) async -> Driver {
    let driver = ScreenHost.show(PlayerListViewController(environment: env.environment))
    await driver.waitUntilIdle()
    return driver
  }

  /// The Player List of `players`.
  func makeSUT(players: [Player] = Player.squad) async -> (driver: Driver, env: TestEnvironment) {
    let env = TestEnvironment(players: players)
    let driver = await showPlayerList(env)
    return (driver, env)
  }
}
