import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct PlayerListCoordinatorTests {
  private func makeSUT() async -> (
    sut: PlayerListCoordinator, host: CoordinatorHost, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    let host = CoordinatorHost()
    let sut = PlayerListCoordinator(
      navigationController: host.navigationController, environment: env.environment)
    await host.start(sut)
    return (sut, host, env)
  }

  // MARK: - What each event starts

  @Test func givenStack_whenStarted_thenTheListIsPushedAndItsPlayersLoaded() async throws {
    // Given, When
    let (sut, host, env) = await makeSUT()

    // Then
    #expect(host.driver.topViewController === sut.rootViewController)
    #expect(try host.driver.rows(in: "playerList.table").first?.count == 4)
    #expect(env.players.calls == [.players])
  }

  @Test func givenList_whenAPlayerIsSelected_thenPlayerDetailIsStartedForThatPlayer() async {
    // Given
    let (sut, host, _) = await makeSUT()

    // When
    sut.didSelectPlayer(Player.squad[1])
    await host.driver.waitUntilIdle()

    // Then
    #expect(sut.childCoordinators.first is PlayerDetailCoordinator)
    #expect(host.driver.topViewController is PlayerDetailViewController)
    #expect(host.driver.title == Player.squad[1].name)
  }

  @Test func givenList_whenAddIsTapped_thenPlayerAddIsStarted() async {
    // Given
    let (sut, host, _) = await makeSUT()

    // When
    sut.didTapAddPlayer()
    await host.driver.waitUntilIdle()

    // Then
    #expect(sut.childCoordinators.first is PlayerAddCoordinator)
    #expect(host.driver.topViewController is PlayerAddViewController)
  }

  @Test func givenList_whenPlayersAreConfirmed_thenConfirmPlayersIsStartedWithThemOnTheBench()
    async throws
  {
    // Given
    let (sut, host, _) = await makeSUT()

    // When
    sut.didConfirmPlayers([Player.squad[0], Player.squad[2]])
    await host.driver.waitUntilIdle()

    // Then
    #expect(sut.childCoordinators.first is ConfirmPlayersCoordinator)
    let bench = try host.driver.rows(in: "confirmPlayers.table").first?.map(\.text)
    #expect(bench == [Player.squad[0].name, Player.squad[2].name])
  }

  // MARK: - Results and finished children

  @Test func givenDetail_whenBackIsTapped_thenItsCoordinatorIsRemovedAndReleased() async throws {
    // Given
    let (sut, host, _) = await makeSUT()
    sut.didSelectPlayer(Player.squad[0])
    weak let detail = sut.childCoordinators.first
    #expect(detail != nil)

    // When
    try await host.driver.goBack()

    // Then
    #expect(sut.childCoordinators.isEmpty)
    #expect(detail == nil)
  }

  @Test func givenEditFromDetail_whenANewNameIsSaved_thenDetailAndListBothShowIt() async throws {
    // Given
    let (sut, host, _) = await makeSUT()
    sut.didSelectPlayer(Player.squad[0])
    try await host.driver.selectRow(IndexPath(row: 0, section: 0), in: "playerDetail.table")
    try await host.driver.type("Anabel", into: "playerEdit.textField")

    // When
    try await host.driver.tap("playerEdit.doneButton")

    // Then
    #expect(host.driver.title == "Anabel")
    try await host.driver.goBack()
    #expect(try host.driver.rows(in: "playerList.table").first?.first?.text == "Anabel")
    #expect(sut.childCoordinators.isEmpty)
  }

  @Test func givenPlayerAdd_whenAPlayerIsCreated_thenItIsPoppedAndTheListLoadsAgain()
    async throws
  {
    // Given
    let (sut, host, env) = await makeSUT()
    sut.didTapAddPlayer()
    try await host.driver.type("Eva", into: "playerAdd.name")

    // When
    try await host.driver.tap("playerAdd.doneButton")

    // Then
    #expect(host.driver.topViewController === sut.rootViewController)
    #expect(sut.childCoordinators.isEmpty)
    #expect(try host.driver.rows(in: "playerList.table").first?.last?.text == "Eva")
    #expect(env.players.calls == [.players, .create(PlayerCreate(name: "Eva")), .players])
  }

  @Test func givenGatherUnderConfirm_whenTheGatherEnds_thenBackOnTheListInListModeAndBothReleased()
    async throws
  {
    // Given
    let (sut, host, env) = await makeSUT()
    try await host.driver.tap("playerList.selectButton")
    sut.didConfirmPlayers(Array(Player.squad.prefix(2)))
    weak let confirm = sut.childCoordinators.first
    let model = GatherModel.fixture(gatherId: try await env.gathers.createGather())
    (confirm as? ConfirmPlayersCoordinator)?.didStartGather(model)
    weak let gather = confirm?.childCoordinators.first
    #expect(host.driver.topViewController is GatherViewController && gather != nil)

    // When
    try await host.driver.tap("gather.endButton")
    try await host.driver.tapAlertAction("Yes")

    // Then
    #expect(host.driver.topViewController === sut.rootViewController)
    #expect(try host.driver.text(of: "playerList.selectButton") == "Select")
    #expect(sut.childCoordinators.isEmpty)
    #expect(confirm == nil && gather == nil)
  }
}
