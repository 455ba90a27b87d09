import Domain
import TestSupport
import Testing

@testable import VIP

/// The declarative UI's stack as VIP's routers use it: scenes built by their configurators with
/// the data passed, and returns.
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
    let edit = sut.scene(.playerEdit, as: PlayerEditViewState.self)
    #expect(sut.routes.last == .playerEdit)
    #expect(edit?.router.dataStore?.player?.name == "Bruno")
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

  @Test func givenAClosedDetail_whenAnotherIsShown_thenItIsANewSceneAndTheOldIsGone() {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let sut = ScenePath()
    sut.showPlayerList(environment: env.environment)
    sut.showPlayerDetail(environment: env.environment) { $0.player = Player.squad[0] }
    let first = sut.scene(.playerDetail, as: PlayerDetailViewState.self)
    sut.close()
    let closed = sut.playerDetail

    // When
    sut.showPlayerDetail(environment: env.environment) { $0.player = Player.squad[1] }

    // Then
    #expect(closed == nil)
    #expect(sut.routes == [.playerList, .playerDetail])
    #expect(sut.scene(.playerDetail, as: PlayerDetailViewState.self) !== first)
    #expect(sut.playerDetail?.router.dataStore?.player?.name == "Bruno")
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
