import Domain
import TestSupport
import Testing
import VIP
import ViewKit

@MainActor
@Suite struct PlayerAddRouterTests {
  @Test func givenCreatedPlayer_whenRoutedToPlayerList_thenListIsMarkedForReloadAndAddIsPopped()
    async
  {
    // Given: a Player List with Player Add on top, the player created
    let env = TestEnvironment(players: Player.squad)
    let list = PlayerListConfigurator.makeScene(environment: env.environment)
    let navigation = NavigationController(rootViewController: list)
    let interactor = PlayerAddInteractor(presenter: PlayerAddPresenter(), players: env.players)
    await interactor.createPlayer(request: PlayerAdd.CreatePlayer.Request(name: "Eve"))
    let sut = PlayerAddRouter(dataStore: interactor)
    let source = PlayerAddViewController(interactor: interactor, router: sut)
    sut.viewController = source
    navigation.pushViewController(source, animated: false)

    // When
    sut.routeToPlayerList()

    // Then
    #expect(navigation.topViewController === list)
    #expect(list.router.dataStore?.needsReload == true)
  }

  @Test func givenTypedName_whenDoneTapped_thenPopsAndTheListShowsTheNewPlayer() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await vipApp.launchOnPlayerList(env)
    try await driver.tap("playerList.actionButton")
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(driver.topViewController is PlayerListViewController)
    #expect(
      try driver.rows(in: "playerList.table").first?.map(\.text) == [
        "Ana", "Bruno", "Carla", "Dan", "Eve",
      ])
    #expect(env.players.calls == [.players, .create(PlayerCreate(name: "Eve")), .players])
  }

  @Test func givenReloadHeld_whenPlayerIsCreated_thenListIsShownAndIgnoresInputUntilItLoads()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await vipApp.launchOnPlayerList(env)
    try await driver.tap("playerList.actionButton")
    try await driver.type("Eve", into: "playerAdd.name")
    let gate = env.players.control.suspend(.players)

    // When
    let done = Task { try await driver.tap("playerAdd.doneButton") }
    await gate.waitForArrival()

    // Then
    let list = driver.topViewController
    #expect(list is PlayerListViewController)
    #expect(!list.view.isUserInteractionEnabled)
    gate.open()
    try await done.value
    #expect(list.view.isUserInteractionEnabled)
    #expect(try driver.rows(in: "playerList.table").first?.count == 5)
  }
}
