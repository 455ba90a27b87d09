import Domain
import TestSupport
import Testing

@testable import MVVM

/// The screens the Player List's view model opens: it builds each next view model, hands it over
/// as a route, and hears back from it (SPEC §3.2–3.7).
@MainActor
@Suite struct PlayerListViewModelRoutesTests {
  private func makeSUT() async -> (
    sut: PlayerListViewModel, navigation: NavigationSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    let navigation = NavigationSpy()
    let sut = PlayerListViewModel(
      playerService: env.players, gatherService: env.gathers, clock: env.clock,
      actions: navigation.actions)
    await sut.load()
    return (sut, navigation, env)
  }

  @Test func givenListMode_whenRowTapped_thenHandsOverADetailViewModelOfThatPlayer() async throws {
    // Given
    let (sut, navigation, _) = await makeSUT()

    // When
    sut.select(sut.rows[2].player)

    // Then
    guard case .playerDetail(let detail) = try #require(navigation.shown.last) else {
      Issue.record("expected Player Detail, got \(navigation.shown)")
      return
    }
    #expect(detail.title == "Carla")
    #expect(detail.player == Player.squad[2])
  }

  @Test func givenDetailFromTheList_whenItsEditIsSaved_thenEditClosesAndTheRowShowsTheNewName()
    async throws
  {
    // Given
    let (sut, navigation, env) = await makeSUT()
    sut.select(sut.rows[2].player)
    guard case .playerDetail(let detail) = try #require(navigation.shown.last) else {
      Issue.record("expected Player Detail, got \(navigation.shown)")
      return
    }
    detail.select(.name)
    guard case .playerEdit(let edit) = try #require(navigation.shown.last) else {
      Issue.record("expected Player Edit, got \(navigation.shown)")
      return
    }
    edit.text = "Carla Sousa"

    // When
    await edit.save()

    // Then
    #expect(navigation.calls.suffix(2) == [.showPlayerEdit(.name), .close])
    #expect(sut.rows.map(\.player.name) == ["Ana", "Bruno", "Carla Sousa", "Dan"])
    #expect(env.players.calls.first == .players)
  }

  @Test func givenPlayerAddFromTheList_whenAPlayerIsCreated_thenReturnsHereAndReloads()
    async throws
  {
    // Given
    let (sut, navigation, env) = await makeSUT()
    sut.actionTapped()
    guard case .playerAdd(let add) = try #require(navigation.shown.last) else {
      Issue.record("expected Player Add, got \(navigation.shown)")
      return
    }
    add.name = "Eve"

    // When
    await add.create()

    // Then
    #expect(navigation.calls == [.showPlayerAdd, .returnTo(.playerList(sut))])
    #expect(sut.rows.last?.player.name == "Eve")
    #expect(env.players.calls == [.players, .create(PlayerCreate(name: "Eve")), .players])
  }

  @Test func givenConfirmPlayersFromTheList_whenTheGatherStartsAndEnds_thenReturnsHereInListMode()
    async throws
  {
    // Given
    let (sut, navigation, env) = await makeSUT()
    sut.selectTapped()
    sut.select(sut.rows[0].player)
    sut.select(sut.rows[1].player)
    sut.actionTapped()
    guard case .confirmPlayers(let confirm) = try #require(navigation.shown.last) else {
      Issue.record("expected Confirm Players, got \(navigation.shown)")
      return
    }
    confirm.didMoveRow(at: 0, inSection: 0, to: 0, inSection: 1)
    confirm.didMoveRow(at: 0, inSection: 0, to: 0, inSection: 2)
    await confirm.startGather()
    guard case .gather(let gather) = try #require(navigation.shown.last) else {
      Issue.record("expected Gather, got \(navigation.shown)")
      return
    }

    // When
    await gather.endGatherConfirmed()

    // Then
    #expect(
      navigation.calls == [
        .showConfirmPlayers(bench: ["Ana", "Bruno"]), .showGather, .returnTo(.playerList(sut)),
      ])
    #expect(sut.controls.title == "Players")
    #expect(env.gathers.storedGathers.first?.score == "0-0")
  }
}
