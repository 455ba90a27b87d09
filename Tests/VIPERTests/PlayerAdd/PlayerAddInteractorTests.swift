import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct PlayerAddInteractorTests {
  private func makeSUT() -> (
    PlayerAddInteractor, PlayerAddInteractorOutputProtocolSpy, PlayerServiceFake
  ) {
    let service = PlayerServiceFake(players: Player.squad)
    let output = PlayerAddInteractorOutputProtocolSpy()
    let interactor = PlayerAddInteractor(playerService: service)
    interactor.output = output
    return (interactor, output, service)
  }

  @Test func givenName_whenDoneTapped_thenCreatesWithOnlyTheNameAndKeepsItsID() async {
    // Given
    let (interactor, output, service) = makeSUT()

    // When
    await interactor.createPlayer(named: "Eva")

    // Then
    #expect(output.calls == [.didCreatePlayer])
    #expect(service.calls == [.create(PlayerCreate(name: "Eva"))])
    #expect(service.storedPlayers.last?.hasSameContents(as: .fixture(id: 5, name: "Eva")) == true)
  }

  @Test func givenCreateFails_whenCreating_thenTheOutputIsToldAndNothingIsStored() async {
    // Given
    let (interactor, output, service) = makeSUT()
    service.control.fail(.create, with: .transport)

    // When
    await interactor.createPlayer(named: "Eva")

    // Then
    #expect(output.calls == [.didFailToCreatePlayer])
    #expect(service.storedPlayers.count == 4)
  }
}
