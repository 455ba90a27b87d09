import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVP

@MainActor
@Suite struct PlayerListViewControllerTests {
  private func makeSUT() async -> (
    sut: PlayerListViewController, driver: Driver, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    let sut = PlayerListViewController(environment: env.environment)
    let driver = ScreenHost.show(sut)
    await driver.waitUntilIdle()
    return (sut, driver, env)
  }

  @Test func givenSquad_whenShown_thenSelectIsInTheBarAndThePlayersAreLoaded() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)

    // When
    let driver = ScreenHost.show(PlayerListViewController(environment: env.environment))
    await driver.waitUntilIdle()

    // Then
    #expect(
      driver.controls.contains(
        ControlSnapshot(kind: .barButton, address: "playerList.selectButton", title: "Select")))
    #expect(try driver.rows(in: "playerList.table").first?.count == 4)
    #expect(env.players.calls == [.players])
  }

  @Test func givenLoadedList_whenAPushedScreenIsLeft_thenThePlayersAreNotLoadedAgain()
    async throws
  {
    // Given
    let (sut, driver, env) = await makeSUT()
    sut.navigationController?.pushViewController(ViewController(), animated: false)

    // When
    try await driver.goBack()

    // Then
    #expect(driver.topViewController === sut)
    #expect(env.players.calls == [.players])
  }

  @Test func givenList_whenItsViewAsksForEachScreen_thenDetailAddAndConfirmArePushed() async {
    // Given
    let (sut, driver, _) = await makeSUT()
    var pushed: [String] = []

    // When
    for show in [
      { sut.showPlayerDetail(for: .fixture()) }, { sut.showPlayerAdd() },
      { sut.showConfirmPlayers(with: Array(Player.squad.prefix(2))) },
    ] {
      show()
      await driver.waitUntilIdle()
      pushed.append(String(describing: type(of: driver.topViewController)))
      sut.navigationController?.popToViewController(sut, animated: false)
    }

    // Then
    #expect(
      pushed == [
        "PlayerDetailViewController", "PlayerAddViewController", "ConfirmPlayersViewController",
      ])
  }

  @Test func givenSelectionModeUnderGather_whenGatherEnds_thenPopsBackInListMode() async throws {
    // Given
    let (sut, driver, env) = await makeSUT()
    try await driver.tap("playerList.selectButton")
    sut.navigationController?.pushViewController(ViewController(), animated: false)
    sut.navigationController?.pushViewController(ViewController(), animated: false)

    // When
    sut.gatherDidEnd()
    await driver.waitUntilIdle()

    // Then
    #expect(driver.topViewController === sut)
    #expect(try driver.text(of: "playerList.selectButton") == "Select")
    #expect(env.players.calls == [.players])
  }

  @Test func givenLoadedList_whenPlayerAddCreatedAPlayer_thenThePlayersAreLoadedAgain() async throws
  {
    // Given
    let (sut, driver, env) = await makeSUT()
    sut.showPlayerAdd()
    try await driver.type("Eva", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(driver.topViewController === sut)
    #expect(try driver.rows(in: "playerList.table").first?.last?.text == "Eva")
    #expect(env.players.calls == [.players, .create(PlayerCreate(name: "Eva")), .players])
  }
}
