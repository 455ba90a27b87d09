import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVP

@MainActor
@Suite struct LoginViewTests {
  private func makeSUT() -> (
    sut: LoginView, driver: Driver, presenter: LoginPresenterSpy, navigator: ScreenNavigatingSpy
  ) {
    let layout = LoginLayout()
    let sut = LoginView(layout: layout)
    let presenter = LoginPresenterSpy()
    let navigator = ScreenNavigatingSpy(showing: sut, layout: layout, presenter: presenter)
    sut.presenter = presenter
    sut.navigator = navigator
    return (sut, ScreenHost.show(navigator, pushed: false), presenter, navigator)
  }

  // MARK: - Events

  @Test func givenFilledForm_whenLoginTapped_thenPresenterGetsTheFieldsAndTheSwitch()
    async throws
  {
    // Given
    let (_, driver, presenter, _) = makeSUT()
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")
    try await driver.toggle("login.rememberMe")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(presenter.calls == [.loginTapped(username: "demo", password: "secret", remember: true)])
  }

  @Test func givenFilledForm_whenRegisterTapped_thenPresenterGetsTheFieldsAndTheSwitch()
    async throws
  {
    // Given
    let (sut, driver, presenter, _) = makeSUT()
    sut.setRememberMe(true)
    try await driver.type("eva", into: "login.username")
    try await driver.type("pw", into: "login.password")

    // When
    try await driver.tap("login.registerButton")

    // Then
    #expect(presenter.calls == [.registerTapped(username: "eva", password: "pw", remember: true)])
  }

  // MARK: - Rendering

  @Test func givenNewView_whenShown_thenTheFormIsInSpecOrderWithoutTitle() throws {
    // Given
    let (_, driver, _, _) = makeSUT()

    // When
    let controls = driver.controls.map(\.address)

    // Then
    #expect(driver.title == nil)
    #expect(
      controls == [
        "login.username", "login.password", "login.loginButton", "login.rememberMe",
        "login.registerButton",
      ])
    #expect(try driver.text(of: "login.password") == "")
  }

  @Test func givenShownView_whenPresenterSetsUsernameAndSwitch_thenTheFormShowsThem()
    throws
  {
    // Given
    let (sut, driver, _, _) = makeSUT()

    // When
    sut.setUsername("ana")
    sut.setRememberMe(true)

    // Then
    #expect(try driver.text(of: "login.username") == "ana")
    #expect(try driver.isOn("login.rememberMe"))
  }

  @Test func givenShownView_whenPresenterShowsLoadingThenAnError_thenOverlayGoesAndAlertShows() {
    // Given
    let (sut, driver, _, _) = makeSUT()
    sut.showLoading()
    let wasLoading = driver.isLoading

    // When
    sut.hideLoading()
    sut.showError(title: "Error", message: "Wrong username or password.")

    // Then
    #expect(wasLoading)
    #expect(!driver.isLoading)
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Wrong username or password.", actions: ["OK"]))
  }

  @Test func givenShownView_whenPresenterShowsPlayerList_thenNavigatorIsAsked() {
    // Given
    let (sut, _, _, navigator) = makeSUT()

    // When
    sut.showPlayerList()

    // Then
    #expect(navigator.calls == [.showPlayerList])
  }
}
