import Domain
import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct LoginViewControllerTests {
  private func makeSUT(env: TestEnvironment = TestEnvironment()) -> (
    sut: LoginViewController, driver: Driver, delegate: LoginPresenterDelegateSpy
  ) {
    let delegate = LoginPresenterDelegateSpy()
    let layout = LoginLayout()
    let screenView = LoginView(layout: layout)
    let presenter = LoginPresenter(
      view: screenView, signIn: SignIn(environment: env.environment), settings: env.settings,
      credentials: env.credentials, delegate: delegate)
    let sut = LoginViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    return (sut, ScreenHost.show(sut, pushed: false), delegate)
  }

  @Test func givenRememberedUser_whenLoginIsShown_thenItsPresenterHasFilledTheForm() throws {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")

    // When
    let (_, driver, _) = makeSUT(env: env)

    // Then
    #expect(try driver.text(of: "login.username") == "ana")
    #expect(try driver.isOn("login.rememberMe"))
  }

  @Test func givenTypedCredentials_whenLoginTapped_thenItSignsInAndTellsItsDelegateWithoutPushing()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let (sut, driver, delegate) = makeSUT(env: env)
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(env.auth.calls == [.login(.fixture())])
    #expect(delegate.calls == [.didLogIn])
    #expect(driver.topViewController === sut)
  }
}
