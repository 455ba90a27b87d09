@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// Login's coordinator driving the declarative UI: Login's view state at the root of the
/// `NavigationStack`, and the Player List started on the path.
@MainActor
@Suite struct LoginCoordinatorDeclarativeTests {
  private func makeSUT(env: TestEnvironment = TestEnvironment(players: Player.squad)) async -> (
    sut: LoginCoordinator, driver: Driver, path: ScreenPath
  ) {
    let sut = LoginCoordinator(environment: env.environment)
    let path = ScreenPath()
    let root = NavigationHostingController(
      rootView: DeclarativeRoot(login: sut.makeViewState(on: path), path: path))
    let driver = Driver(window: Window(rootViewController: root))
    await driver.waitUntilIdle()
    return (sut, driver, path)
  }

  @Test func givenNewCoordinator_whenItsScreenIsMade_thenLoginIsTheRootOfTheStack() async {
    // Given, When
    let (sut, driver, path) = await makeSUT()

    // Then
    #expect(driver.window.navigationController?.viewControllers.count == 1)
    #expect(path.destinations.isEmpty)
    #expect(sut.rootViewState is LoginViewState && sut.rootViewController == nil)
  }

  @Test func givenLogin_whenItsPresenterReportsTheLogin_thenThePlayerListIsStartedAndPushed()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let (sut, driver, path) = await makeSUT(env: env)

    // When
    sut.didLogIn()
    await driver.waitUntilIdle()

    // Then
    let child = try #require(sut.childCoordinators.first as? PlayerListCoordinator)
    #expect(sut.childCoordinators.count == 1 && child.parentCoordinator === sut)
    #expect(path.destinations.last?.viewState === child.rootViewState)
    #expect(env.players.calls == [.players])
  }

  @Test func givenTypedCredentials_whenLoginTapped_thenTheCoordinatorPushesThePlayerList()
    async throws
  {
    // Given
    let (sut, driver, _) = await makeSUT()
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(driver.title == "Players")
    #expect(try driver.rows(in: "playerList.table").first?.count == 4)
    #expect(sut.childCoordinators.first is PlayerListCoordinator)
  }
}
