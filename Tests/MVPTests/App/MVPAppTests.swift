import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVP

/// The smoke test of MVP's composition root: every screen's wiring is tested on its own, and
/// the journeys through the app are played on every pattern by the acceptance suite.
@MainActor
@Suite struct MVPAppTests {
  @Test func givenNewEnvironment_whenRootIsMade_thenLoginIsTheOnlyScreen() {
    // Given
    let env = TestEnvironment()

    // When
    let root = MVPApp.makeRoot(environment: env.environment)

    // Then
    #expect(root.viewControllers.count == 1)
    #expect(root.topViewController is LoginViewController)
  }
}

/// The smoke test of `MVPApp.makeDeclarativeRoot`: Login at the root of the declarative stack.
@MainActor
@Suite struct MVPAppDeclarativeTests {
  @Test func givenRememberOffInTheSettings_whenTheDeclarativeUIIsLaunched_thenLoginShowsTheStores()
    async throws
  {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(false)
    try env.credentials.saveUsername("ana")

    // When
    let driver = await AppLauncher(makeRoot: MVPApp.makeDeclarativeRoot).launch(env)

    // Then
    #expect(driver.window.navigationController?.viewControllers.count == 1)
    #expect(try !driver.isOn("login.rememberMe"))
    #expect(try driver.text(of: "login.username") == "")
  }
}
