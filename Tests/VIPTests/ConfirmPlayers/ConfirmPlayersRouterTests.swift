import Domain
import TestSupport
import Testing
import VIP
import ViewKit

@MainActor
@Suite struct ConfirmPlayersRouterTests {
  @Test func givenStartedGather_whenRoutedToGather_thenGatherGetsItAndIsPushed() async {
    // Given: Ana in Team A and Bruno in Team B, the gather started
    let env = TestEnvironment(players: Player.squad)
    let interactor = ConfirmPlayersInteractor(
      presenter: ConfirmPlayersPresenter(), gathers: env.gathers)
    interactor.players = Array(Player.squad.prefix(2))
    interactor.movePlayer(
      request: .init(sourceSection: 0, sourceRow: 0, destinationSection: 1, destinationRow: 0))
    interactor.movePlayer(
      request: .init(sourceSection: 0, sourceRow: 0, destinationSection: 2, destinationRow: 0))
    await interactor.startGather(request: ConfirmPlayers.StartGather.Request())
    let sut = ConfirmPlayersRouter(dataStore: interactor, environment: env.environment)
    let source = ConfirmPlayersViewController(interactor: interactor, router: sut)
    sut.viewController = source
    let navigation = NavigationController(rootViewController: source)

    // When
    sut.routeToGather()

    // Then
    let gather = navigation.topViewController as? GatherViewController
    #expect(gather?.router.dataStore?.gather == interactor.gather)
    #expect(gather?.router.dataStore?.gather?.gatherId == GatherServiceFake.id(1))
    #expect(gather?.title == "Gather in progress")
  }

  @Test func givenTwoTicked_whenConfirmTapped_thenConfirmPlayersShowsThemOnTheBenchInListOrder()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await vipApp.launchOnPlayerList(env)
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(.init(row: 3, section: 0), in: "playerList.table")
    try await driver.selectRow(.init(row: 0, section: 0), in: "playerList.table")

    // When
    try await driver.tap("playerList.actionButton")

    // Then
    #expect(driver.topViewController is ConfirmPlayersViewController)
    #expect(
      try driver.rows(in: "confirmPlayers.table").map { $0.map(\.text) } == [
        ["Ana", "Dan"], [], [],
      ])
  }
}
