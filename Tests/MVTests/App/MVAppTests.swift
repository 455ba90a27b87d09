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
}
