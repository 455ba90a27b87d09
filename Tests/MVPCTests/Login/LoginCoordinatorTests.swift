import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct LoginCoordinatorTests {
  private func makeSUT(env: TestEnvironment = TestEnvironment(players: Player.squad)) async -> (
    sut: LoginCoordinator, host: CoordinatorHost
  ) {
    let host = CoordinatorHost()
    let sut = LoginCoordinator(
      navigationController: host.navigationController, environment: env.environment)
    await host.start(sut)
    return (sut, host)
  }

  @Test func givenNewStack_whenStarted_thenLoginIsTheOnlyScreen() async {
    // Given, When
    let (sut, host) = await makeSUT()

    // Then
    #expect(host.navigationController.viewControllers.count == 1)
    #expect(host.driver.topViewController is LoginViewController)
    #expect(host.driver.topViewController === sut.rootViewController)
  }

  @Test func givenLogin_whenItsPresenterReportsTheLogin_thenThePlayerListIsStartedAndPushed()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let (sut, host) = await makeSUT(env: env)

    // When
    sut.didLogIn()
    await host.driver.waitUntilIdle()

    // Then
    let child = try #require(sut.childCoordinators.first as? PlayerListCoordinator)
    #expect(sut.childCoordinators.count == 1 && child.parentCoordinator === sut)
    #expect(host.driver.topViewController === child.rootViewController)
    #expect(env.players.calls == [.players])
  }

  @Test func givenTypedCredentials_whenLoginTapped_thenTheCoordinatorPushesThePlayerList()
    async throws
  {
    // Given
    let (_, host) = await makeSUT()
    try await host.driver.type("demo", into: "login.username")
    try await host.driver.type("secret", into: "login.password")

    // When
    try await host.driver.tap("login.loginButton")

    // Then
    #expect(host.driver.topViewController is PlayerListViewController)
    #expect(try host.driver.rows(in: "playerList.table").first?.count == 4)
  }
}
