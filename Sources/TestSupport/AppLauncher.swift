import Domain
import Foundation
import ViewKit

/// Starts one pattern's app over TestSupport's fakes, the way the terminal app starts it, for
/// tests that act as a user; every pattern's tests and the acceptance suite share these steps.
@MainActor
package struct AppLauncher {
  /// The pattern's `<P>App.makeRoot(environment:)`.
  package let makeRoot: @MainActor (AppEnvironment) -> NavigationController

  /// Creates a launcher for the app that `makeRoot` builds.
  package init(makeRoot: @escaping @MainActor (AppEnvironment) -> NavigationController) {
    self.makeRoot = makeRoot
  }

  /// The app over `env`, at Login, with a driver; the first appearance has finished.
  ///
  /// The fakes then answer only once a login has stored a token, like the real services.
  package func launch(_ env: TestEnvironment) async -> Driver {
    env.requireSignIn()
    let driver = Driver(window: Window(rootViewController: makeRoot(env.environment)))
    await driver.waitUntilIdle()
    return driver
  }

  /// The app over `env`, logged in as the fake's `demo` user, on the loaded Player List.
  package func launchOnPlayerList(_ env: TestEnvironment) async throws -> Driver {
    let driver = await launch(env)
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")
    try await driver.tap("login.loginButton")
    return driver
  }

  /// The app over `env`, on Gather: the first two players selected, one moved to each team.
  package func launchOnGather(_ env: TestEnvironment) async throws -> Driver {
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
}
