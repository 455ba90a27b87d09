@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct LoginScreenTests {
  private func makeSUT() -> (
    sut: LoginViewState, interactor: LoginBusinessLogicSpy, router: LoginRoutingLogicSpy,
    driver: Driver
  ) {
    let interactor = LoginBusinessLogicSpy()
    let router = LoginRoutingLogicSpy()
    let sut = LoginViewState(interactor: interactor, router: router, sceneNavigation: ScenePath())
    let driver = ScreenHost.show(
      HostingController(rootView: LoginScreen(viewState: sut)), pushed: false)
    return (sut, interactor, router, driver)
  }

  @Test func givenNewScene_whenBuiltForTheDeclarativeUI_thenItShowsTheRememberedState() throws {
    // Given, When: the initial state is built at assembly, not on appearance
    let sut = LoginConfigurator.makeViewState(
      environment: TestEnvironment(players: Player.squad).environment, navigation: ScenePath())
    let driver = ScreenHost.show(
      HostingController(rootView: LoginScreen(viewState: sut)), pushed: false)

    // Then
    #expect(try driver.isOn("login.rememberMe"))
  }

  @Test func givenTypedForm_whenLoginTapped_thenLoginRequestCarriesTheFields() async throws {
    // Given
    let (_, interactor, _, driver) = makeSUT()
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(
      interactor.calls == [
        .login(.init(username: "demo", password: "secret", remember: false))
      ])
  }

  @Test func givenSwitchOn_whenRegisterTapped_thenRegisterRequestCarriesTheFields() async throws {
    // Given
    let (_, interactor, _, driver) = makeSUT()
    try await driver.type("eva", into: "login.username")
    try await driver.type("pw", into: "login.password")
    try await driver.toggle("login.rememberMe")

    // When
    try await driver.tap("login.registerButton")

    // Then
    #expect(
      interactor.calls == [
        .register(.init(username: "eva", password: "pw", remember: true))
      ])
  }

  @Test func givenRememberedViewModel_whenDisplayed_thenUsernameAndSwitchShowIt() throws {
    // Given
    let (sut, _, _, driver) = makeSUT()

    // When
    sut.displayRemembered(
      viewModel: LoginScene.FetchRemembered.ViewModel(username: "ana", isRememberOn: true))

    // Then
    #expect(try driver.text(of: "login.username") == "ana")
    #expect(try driver.isOn("login.rememberMe"))
    #expect(try driver.text(of: "login.password") == "")
  }

  @Test func givenAlertViewModel_whenLoginDisplayed_thenErrorAlertAndNoRoute() {
    // Given
    let (sut, _, router, driver) = makeSUT()

    // When
    sut.displayLogin(
      viewModel: LoginScene.Login.ViewModel(
        alert: AlertMessage(title: "Error", message: "Wrong username or password.")))

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Wrong username or password.", actions: ["OK"]))
    #expect(router.calls.isEmpty)
  }

  @Test func givenNoAlert_whenLoginDisplayed_thenRoutesToThePlayerList() {
    // Given
    let (sut, _, router, driver) = makeSUT()

    // When
    sut.displayLogin(viewModel: LoginScene.Login.ViewModel(alert: nil))

    // Then
    #expect(router.calls == [.routeToPlayerList])
    #expect(driver.alert == nil)
  }

  @Test func givenLoadingViewModels_whenDisplayed_thenOverlayCoversThenUncoversTheScreen() {
    // Given
    let (sut, _, _, driver) = makeSUT()

    // When
    sut.displayLoading(viewModel: LoginScene.Loading.ViewModel(showsOverlay: true))
    let covered = driver.isLoading
    sut.displayLoading(viewModel: LoginScene.Loading.ViewModel(showsOverlay: false))

    // Then
    #expect(covered)
    #expect(!driver.isLoading)
  }
}
