import Domain
import Foundation
import TestSupport
import VIP
import ViewKit

/// Starts the VIP app the way the terminal app does, for tests that act as a user.
@MainActor
enum VIPAppHarness {
  /// The app over `env`, at Login, with a driver; the first appearance has finished.
  ///
  /// The fakes then answer only once a login has stored a token, like the real services.
  static func launch(_ env: TestEnvironment) async -> Driver {
    env.requireSignIn()
    let driver = Driver(
      window: Window(rootViewController: VIPApp.makeRoot(environment: env.environment)))
    await driver.waitUntilIdle()
    return driver
  }

  /// The app over `env`, logged in as the fake's `demo` user, on the loaded Player List.
  static func launchOnPlayerList(_ env: TestEnvironment) async throws -> Driver {
    let driver = await launch(env)
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")
    try await driver.tap("login.loginButton")
    return driver
  }

  /// The app over `env`, on Gather: the first two players selected, one moved to each team.
  static func launchOnGather(_ env: TestEnvironment) async throws -> Driver {
    let driver = try await launchOnPlayerList(env)
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "playerList.table")
    try await driver.tap("playerList.actionButton")
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1),
      in: "confirmPlayers.table")
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2),
      in: "confirmPlayers.table")
    try await driver.tap("confirmPlayers.startButton")
    return driver
  }

  // MARK: - Scenes with their data stores filled, as the routers leading there fill them

  /// The Player Detail scene showing `player`.
  static func playerDetail(of player: Player, environment: AppEnvironment)
    -> PlayerDetailViewController
  {
    let scene = PlayerDetailConfigurator.makeScene(environment: environment)
    scene.router.dataStore?.player = player
    return scene
  }

  /// The Confirm Players scene with `players` on the bench.
  static func confirmPlayers(with players: [Player], environment: AppEnvironment)
    -> ConfirmPlayersViewController
  {
    let scene = ConfirmPlayersConfigurator.makeScene(environment: environment)
    scene.router.dataStore?.players = players
    return scene
  }
}
