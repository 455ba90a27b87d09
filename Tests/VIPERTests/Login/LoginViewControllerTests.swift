import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct LoginViewControllerTests {
  private func makeSUT() -> (
    view: LoginViewController, presenter: LoginPresenterProtocolSpy, driver: Driver
  ) {
    let presenter = LoginPresenterProtocolSpy()
    let view = LoginViewController(presenter: presenter)
    return (view, presenter, ScreenHost.show(view, pushed: false))
  }

  @Test func givenNewScreen_whenViewLoads_thenFormInSpecOrderAndThePresenterIsTold() {
    // Given, When
    let (_, presenter, driver) = makeSUT()

    // Then: an empty navigation bar (no title), then the form, the switch off until told
    #expect(presenter.calls == [.load])
    #expect(driver.title == nil)
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
        .load, .loginTapped(username: "demo", password: "secret", rememberMe: false),
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
        .load, .registerTapped(username: "eva", password: "pw", rememberMe: true),
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
