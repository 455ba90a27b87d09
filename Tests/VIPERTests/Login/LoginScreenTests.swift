@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct LoginScreenTests {
  private func makeSUT() -> (
    view: LoginViewState, presenter: LoginPresenterProtocolSpy, driver: Driver
  ) {
    let presenter = LoginPresenterProtocolSpy()
    let view = LoginViewState(presenter: presenter)
    return (
      view, presenter,
      ScreenHost.show(HostingController(rootView: LoginScreen(viewState: view)), pushed: false)
    )
  }

  @Test func givenNewScreen_whenViewLoads_thenFormInSpecOrder() {
    // Given, When
    let (_, _, driver) = makeSUT()

    // Then: an empty navigation bar (no title), then the form, the switch off until told
    // A declarative screen with no title shows an empty one, drawn the same.
    #expect(driver.title?.isEmpty ?? true)
    #expect(
      driver.render() == """

        ------------------------------------------------------------
        [(Enter username)____]
        [(Enter password)____]
        [Login]
        Remember Me  (OFF)
        Don't have an account?
        [Register]
        """)
  }

  @Test func givenTypedForm_whenLoginTapped_thenThePresenterGetsTheFields() async throws {
    // Given
    let (_, presenter, driver) = makeSUT()
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(
      presenter.calls == [
        .loginTapped(username: "demo", password: "secret", rememberMe: false)
      ])
  }

  @Test func givenSwitchOn_whenRegisterTapped_thenThePresenterGetsTheFields() async throws {
    // Given
    let (_, presenter, driver) = makeSUT()
    try await driver.type("eva", into: "login.username")
    try await driver.type("pw", into: "login.password")
    try await driver.toggle("login.rememberMe")

    // When
    try await driver.tap("login.registerButton")

    // Then
    #expect(
      presenter.calls == [
        .registerTapped(username: "eva", password: "pw", rememberMe: true)
      ])
  }

  @Test func givenRememberedState_whenTheViewIsTold_thenUsernameAndSwitchShowIt() throws {
    // Given
    let (view, _, driver) = makeSUT()

    // When
    view.setRememberMe(true)
    view.setUsername("ana")

    // Then
    #expect(try driver.text(of: "login.username") == "ana")
    #expect(try driver.isOn("login.rememberMe"))
    #expect(try driver.text(of: "login.password") == "")
  }

  @Test func givenAnError_whenTheViewIsTold_thenAnAlertWithOneOKButton() {
    // Given
    let (view, _, driver) = makeSUT()

    // When
    view.showError(title: "Error", message: "Wrong username or password.")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Wrong username or password.", actions: ["OK"]))
  }
}
