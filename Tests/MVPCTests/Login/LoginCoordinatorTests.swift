import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct LoginCoordinatorTests {
  private func makeSUT(env: TestEnvironment = TestEnvironment(players: Player.squad)) async -> (
    sut: LoginCoordinator, driver: Driver
  ) {
    let sut = LoginCoordinator(environment: env.environment)
    let driver = Driver(
      window: Window(
        rootViewController: NavigationController(
          rootViewController: sut.makeViewController())))
    await driver.waitUntilIdle()
    return (sut, driver)
  }

  @Test func givenNewCoordinator_whenItsScreenIsMade_thenLoginIsTheRootOfTheStack() async {
    // Given, When
    let (sut, driver) = await makeSUT()

    // Then
    #expect(driver.window.navigationController?.viewControllers.count == 1)
    #expect(driver.topViewController is LoginViewController)
    #expect(driver.topViewController === sut.rootViewController)
  }

  @Test func givenLogin_whenItsPresenterReportsTheLogin_thenThePlayerListIsStartedAndPushed()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let (sut, driver) = await makeSUT(env: env)

    // When
    sut.didLogIn()
    await driver.waitUntilIdle()

    // Then
    let child = try #require(sut.childCoordinators.first as? PlayerListCoordinator)
    #expect(sut.childCoordinators.count == 1 && child.parentCoordinator === sut)
    #expect(driver.topViewController === child.rootViewController)
    #expect(env.players.calls == [.players])
  }

  @Test func givenTypedCredentials_whenLoginTapped_thenTheCoordinatorPushesThePlayerList()
    async throws
  {
    // Given
    let (sut, driver) = await makeSUT()
    try await driver.type("demo", into: "login.username")
    try await driver.type("secret", into: "login.password")

    // When
    try await driver.tap("login.loginButton")

    // Then
    #expect(driver.topViewController is PlayerListViewController)
    #expect(try driver.rows(in: "playerList.table").first?.count == 4)
    #expect(sut.childCoordinators.first is PlayerListCoordinator)
  }
}
