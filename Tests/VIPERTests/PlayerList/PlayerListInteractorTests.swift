import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct PlayerListInteractorTests {
  private func makeSUT(players: [Player] = Player.squad) -> (
    interactor: PlayerListInteractor, output: PlayerListInteractorOutputProtocolSpy,
    service: PlayerServiceFake
  ) {
    let service = PlayerServiceFake(players: players)
    let output = PlayerListInteractorOutputProtocolSpy()
    let interactor = PlayerListInteractor(playerService: service)
    interactor.output = output
    return (interactor, output, service)
  }

  @Test func givenPlayers_whenFetched_thenTheOutputGetsThemInServerOrder() async {
    // Given
    let (interactor, output, service) = makeSUT()

    // When
    await interactor.fetchPlayers()

    // Then
    #expect(output.calls == [.didFetchPlayers(["Ana", "Bruno", "Carla", "Dan"])])
    #expect(service.calls == [.players])
  }

  @Test func givenNoSession_whenFetched_thenTheOutputGetsTheError() async {
    // Given
    let (interactor, output, service) = makeSUT()
    service.control.fail(.players, with: .unauthorized)

    // When
    await interactor.fetchPlayers()

    // Then
    #expect(output.calls == [.didFailToFetchPlayers(.unauthorized)])
  }

  @Test func givenAPlayer_whenDeleted_thenTheServiceDeletesItAndTheOutputIsTold() async {
    // Given
    let (interactor, output, service) = makeSUT()

    // When
    await interactor.deletePlayer(Player.squad[2])

    // Then
    #expect(output.calls == [.didDeletePlayer("Carla")])
    #expect(service.calls == [.delete(id: 3)])
    #expect(service.storedPlayers.map(\.name) == ["Ana", "Bruno", "Dan"])
  }

  @Test func givenDeleteFails_whenDeleted_thenTheOutputGetsTheErrorAndThePlayerStays() async {
    // Given
    let (interactor, output, service) = makeSUT()
    service.control.fail(.delete, with: .transport)

    // When
    await interactor.deletePlayer(Player.squad[0])

    // Then
    #expect(output.calls == [.didFailToDeletePlayer(.transport)])
    #expect(service.storedPlayers.count == 4)
  }
}
