import Domain
import TestSupport
import Testing
import VIP
import ViewKit

@MainActor
@Suite struct GatherRouterTests {
  @Test func givenEndedGather_whenRoutedToPlayerList_thenListIsToldAndConfirmAndGatherArePopped()
    async throws
  {
    // Given: Player List, Confirm Players and an ended Gather on the stack
    let env = TestEnvironment(players: Player.squad)
    _ = try await env.gathers.createGather()
    let list = PlayerListConfigurator.makeScene(environment: env.environment)
    let navigation = NavigationController(rootViewController: list)
    navigation.pushViewController(
      VIPAppHarness.confirmPlayers(with: Player.squad, environment: env.environment),
      animated: false)
    let interactor = GatherInteractor(
      presenter: GatherPresenter(), gathers: env.gathers, clock: env.clock)
    interactor.gather = GatherModel(gatherId: GatherServiceFake.id(1), entries: [])
    await interactor.confirmEnd(request: VIP.Gather.ConfirmEnd.Request())
    let sut = GatherRouter(dataStore: interactor)
    let source = GatherViewController(interactor: interactor, router: sut)
    sut.viewController = source
    navigation.pushViewController(source, animated: false)

    // When
    sut.routeToPlayerList()

    // Then
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === list)
    #expect(list.router.dataStore?.hasGatherEnded == true)
  }

  @Test func givenStartedCountdown_whenFiveSecondsPass_thenTimerShowsNineFiftyFiveAndPause()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await vipApp.launchOnGather(env)
    try await driver.tap("gather.actionButton")

    // When
    await env.clock.advance(by: .seconds(5))

    // Then
    #expect(try driver.text(of: "gather.timer") == "09:55")
    #expect(try driver.text(of: "gather.actionButton") == "Pause")
    try await driver.goBack()
  }

  @Test func givenRunningCountdown_whenBackIsTapped_thenTheTimerStops() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await vipApp.launchOnGather(env)
    try await driver.tap("gather.actionButton")
    await env.clock.advance(by: .seconds(1))

    // When
    try await driver.goBack()

    // Then
    #expect(driver.topViewController is ConfirmPlayersViewController)
    #expect(env.clock.sleeperCount == 0)
  }
}
