import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// The declarative UI's coordinator: each presenter's event pushes a route whose screen it
/// builds once, results come back to the screens below, and the path is the only state.
@MainActor
@Suite struct PathCoordinatorTests {
  private func makeSUT() async -> (
    sut: PathCoordinator, host: PathCoordinatorHost, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    let host = PathCoordinatorHost(environment: env.environment)
    await host.start { $0.didLogIn() }
    return (host.coordinator, host, env)
  }

  // MARK: - What each event pushes

  @Test func givenSignIn_whenLoggedIn_thenTheListIsPushedAndItsPlayersLoaded() async throws {
    // Given, When
    let (sut, host, env) = await makeSUT()

    // Then
    #expect(sut.path == [.playerList])
    #expect(try host.driver.rows(in: "playerList.table").first?.count == 4)
    #expect(env.players.calls == [.players])
  }

  @Test func givenList_whenAPlayerIsSelected_thenPlayerDetailIsPushedForThatPlayer() async {
    // Given
    let (sut, host, _) = await makeSUT()

    // When
    sut.didSelectPlayer(Player.squad[1])
    await host.driver.waitUntilIdle()

    // Then
    #expect(sut.path == [.playerList, .playerDetail(Player.squad[1].id)])
    #expect(host.driver.title == Player.squad[1].name)
  }

  @Test func givenList_whenAddIsTapped_thenPlayerAddIsPushed() async {
    // Given
    let (sut, host, _) = await makeSUT()

    // When
    sut.didTapAddPlayer()
    await host.driver.waitUntilIdle()

    // Then
    #expect(host.screenNames == ["playerList", "playerAdd"])
  }

  @Test func givenList_whenPlayersAreConfirmed_thenConfirmPlayersIsPushedWithThemOnTheBench()
    async throws
  {
    // Given
    let (sut, host, _) = await makeSUT()

    // When
    sut.didConfirmPlayers([Player.squad[0], Player.squad[2]])
    await host.driver.waitUntilIdle()

    // Then
    #expect(host.screenNames == ["playerList", "confirmPlayers"])
    let bench = try host.driver.rows(in: "confirmPlayers.table").first?.map(\.text)
    #expect(bench == [Player.squad[0].name, Player.squad[2].name])
  }

  // MARK: - Results and leaving

  @Test func givenEditFromDetail_whenANewNameIsSaved_thenDetailAndListBothShowIt() async throws {
    // Given
    let (sut, host, _) = await makeSUT()
    sut.didSelectPlayer(Player.squad[0])
    await host.driver.waitUntilIdle()
    try await host.driver.selectRow(IndexPath(row: 0, section: 0), in: "playerDetail.table")
    try await host.driver.clearText(in: "playerEdit.textField")
    try await host.driver.type("Anabel", into: "playerEdit.textField")

    // When
    try await host.driver.tap("playerEdit.doneButton")

    // Then
    #expect(host.screenNames == ["playerList", "playerDetail"])
    #expect(host.driver.title == "Anabel")
    try await host.driver.goBack()
    #expect(try host.driver.rows(in: "playerList.table").first?.first?.text == "Anabel")
  }

  @Test func givenPlayerAdd_whenAPlayerIsCreated_thenItIsPoppedAndTheListLoadsAgain()
    async throws
  {
    // Given
    let (sut, host, env) = await makeSUT()
    sut.didTapAddPlayer()
    await host.driver.waitUntilIdle()
    try await host.driver.type("Eva", into: "playerAdd.name")

    // When
    try await host.driver.tap("playerAdd.doneButton")

    // Then
    #expect(host.screenNames == ["playerList"])
    #expect(try host.driver.rows(in: "playerList.table").first?.last?.text == "Eva")
    #expect(env.players.calls == [.players, .create(PlayerCreate(name: "Eva")), .players])
  }

  @Test func givenGatherOverConfirm_whenTheGatherEnds_thenBackOnTheListInListMode() async throws {
    // Given
    let (sut, host, env) = await makeSUT()
    try await host.driver.tap("playerList.selectButton")
    sut.didConfirmPlayers(Array(Player.squad.prefix(2)))
    sut.didStartGather(GatherModel.fixture(gatherId: try await env.gathers.createGather()))
    await host.driver.waitUntilIdle()
    #expect(host.screenNames == ["playerList", "confirmPlayers", "gather"])

    // When
    try await host.driver.tap("gather.endButton")
    try await host.driver.tapAlertAction("Yes")

    // Then
    #expect(host.screenNames == ["playerList"])
    #expect(try host.driver.text(of: "playerList.selectButton") == "Select")
  }

  @Test func givenDetailLeftByBack_whenTheSamePlayerIsOpenedAgain_thenItsScreenIsBuiltAgain()
    async throws
  {
    // Given
    let (sut, host, _) = await makeSUT()
    sut.didSelectPlayer(Player.squad[0])
    await host.driver.waitUntilIdle()
    weak let first = host.top(PlayerDetailViewState.self)
    try await host.driver.goBack()

    // When
    sut.didSelectPlayer(Player.squad[0])
    await host.driver.waitUntilIdle()

    // Then
    #expect(first == nil)
    #expect(host.top(PlayerDetailViewState.self) != nil)
    #expect(host.driver.title == Player.squad[0].name)
  }
}
