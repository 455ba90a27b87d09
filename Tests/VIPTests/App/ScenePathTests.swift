import Domain
import TestSupport
import Testing

@testable import VIP

/// The declarative UI's stack as VIP's routers use it: scenes built by their configurators with
/// the data passed, returns, and the scenes' life a navigation controller would drive.
@MainActor
@Suite struct ScenePathTests {
  @Test func givenAListScene_whenPlayerDetailIsShown_thenItsDataStoreGetsThePlayerFirst() {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let sut = ScenePath()
    sut.showPlayerList(environment: env.environment)

    // When
    sut.showPlayerDetail(environment: env.environment) { $0.player = Player.squad[1] }

    // Then
    #expect(sut.routes.count == 2)
    #expect(sut.playerList != nil)
    #expect(sut.playerDetail?.router.dataStore?.player?.name == "Bruno")
  }

  @Test func givenADetailScene_whenPlayerEditIsShown_thenItsDataStoreGetsThePlayerFirst() {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let sut = ScenePath()
    sut.showPlayerList(environment: env.environment)
    sut.showPlayerDetail(environment: env.environment) { $0.player = Player.squad[1] }

    // When
    sut.showPlayerEdit(environment: env.environment) { $0.player = Player.squad[1] }

    // Then
    #expect(sut.routes.count == 3)
    guard case .playerEdit(let edit) = sut.routes.last else {
      Issue.record("Player Edit is not on top: \(sut.routes)")
      return
    }
    #expect(edit.router.dataStore?.player?.name == "Bruno")
  }

  @Test func givenEveryScene_whenShownThenReturnedToTheList_thenOnlyTheListIsLeft() {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let sut = ScenePath()
    sut.showPlayerList(environment: env.environment)
    sut.showPlayerAdd(environment: env.environment)
    sut.showPlayerEdit(environment: env.environment) { $0.player = Player.squad[0] }
    sut.showConfirmPlayers(environment: env.environment) { $0.players = Player.squad }
    sut.showGather(environment: env.environment) { _ in }
    let shown = sut.routes.count

    // When
    sut.returnToPlayerList()

    // Then
    #expect(shown == 5)
    #expect(sut.routes.count == 1)
    #expect(sut.playerDetail == nil)
  }

  @Test func givenGather_whenBackIsTapped_thenTheCountdownIsStopped() {
    // Given
    let interactor = GatherBusinessLogicSpy()
    let sut = ScenePath()
    let gather = GatherViewState(
      interactor: interactor, router: GatherRoutingLogicSpy(), sceneNavigation: sut)
    sut.routes = [.gather(gather)]

    // When
    sut.close()

    // Then
    #expect(interactor.calls == [.stopTimer])
    #expect(sut.routes.isEmpty)
  }

  @Test func givenEditAboveDetailAboveList_whenEachCloses_thenEachSceneBelowIsAskedAgain() async {
    // Given
    let list = PlayerListBusinessLogicSpy()
    let detail = PlayerDetailBusinessLogicSpy()
    let sut = ScenePath()
    var tracked: [@MainActor () async -> Void] = []
    sut.track = { tracked.append($0) }
    sut.routes = [
      .playerList(
        PlayerListViewState(
          interactor: list, router: PlayerListRoutingLogicSpy(), sceneNavigation: sut)),
      .playerDetail(
        PlayerDetailViewState(
          interactor: detail, router: PlayerDetailRoutingLogicSpy(), sceneNavigation: sut)),
      .playerEdit(
        PlayerEditViewState(
          interactor: PlayerEditBusinessLogicSpy(), router: PlayerEditRoutingLogicSpy(),
          sceneNavigation: sut)),
    ]

    // When
    sut.close()
    sut.close()
    for work in tracked { await work() }

    // Then: as in `viewWillAppear`, with the list's load tracked for the driver
    #expect(detail.calls == [.fetchPlayer])
    #expect(list.calls == [.fetchPlayers(reload: false)])
  }

  @Test func givenAnEmptyPath_whenClosedOrReturned_thenNothingHappens() {
    // Given
    let sut = ScenePath()

    // When
    sut.close()
    sut.returnToPlayerList()

    // Then
    #expect(sut.routes.isEmpty)
    #expect(sut.playerList == nil)
  }
}
