import Foundation
import TestSupport
import ViewKit

/// Starts one architecture's app over TestSupport's fakes, for the rendering tests.
///
/// Unlike `AcceptanceApp` (the real local backend on a `World`), the data here is
/// `TestEnvironment`'s, so the rendered texts match the fakes' squad exactly.
@MainActor
enum RenderingHarness {
  /// The app over `env`, at Login, with a driver; the first appearance has finished.
  ///
  /// The fakes then answer only once a login has stored a token, like the real services.
  static func launch(_ architecture: Architecture, _ env: TestEnvironment) async -> Driver {
    env.requireSignIn()
    let driver = Driver(window: Window(rootViewController: architecture.makeRoot(env.environment)))
    await driver.waitUntilIdle()
    return driver
  }

  /// The app over `env`, logged in as the fake's `demo` user, on the loaded Player List.
  static func launchOnPlayerList(_ architecture: Architecture, _ env: TestEnvironment)
    async throws -> Driver
  {
    let driver = await launch(architecture, env)
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")
    try await driver.tap("login.loginButton")
    return driver
  }
}
