import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct PlayerEditInteractorTests {
  private func makeSUT(field: PlayerField, player: Player = .completeFixture()) -> (
    interactor: PlayerEditInteractor, output: PlayerEditInteractorOutputProtocolSpy,
    service: PlayerServiceFake
  ) {
    let service = PlayerServiceFake(players: [player])
    let output = PlayerEditInteractorOutputProtocolSpy()
    let interactor = PlayerEditInteractor(playerService: service, player: player, field: field)
    interactor.output = output
    return (interactor, output, service)
  }

  @Test func givenTheFieldHandedOver_whenLoaded_thenTheOutputGetsFieldAndPlayer() {
    // Given
    let (interactor, output, _) = makeSUT(field: .skill)

    // When
    interactor.loadField()

    // Then
    #expect(output.calls == [.didLoadField(.skill, playerName: "Ana")])
  }

  @Test func givenNewAge_whenSaved_thenACopyIsUpdatedAndReported() async throws {
    // Given
    let (interactor, output, service) = makeSUT(field: .age)
    var expected = Player.completeFixture()
    expected.age = 30

    // When
    await interactor.saveField(value: "30")

    // Then
    #expect(output.calls == [.didSavePlayer])
    #expect(try #require(output.savedPlayers.first).hasSameContents(as: expected))
    #expect(service.calls == [.update(expected)])
  }

  @Test func givenAgeThatIsNotAnInteger_whenDoneTapped_thenAgeIsClearedInTheUpdate() async {
    // Given
    let (interactor, _, service) = makeSUT(field: .age)
    var expected = Player.completeFixture()
    expected.age = nil

    // When
    await interactor.saveField(value: "old")

    // Then
    #expect(service.calls == [.update(expected)])
  }

  @Test func givenFailedUpdate_whenDoneTappedAgain_thenACopyOfTheOriginalIsSentAgain() async {
    // Given
    let (interactor, output, service) = makeSUT(field: .name)
    service.control.fail(.update, with: .transport)
    await interactor.saveField(value: "Bea")

    // When
    await interactor.saveField(value: "Bia")

    // Then: each attempt starts from the unchanged original
    #expect(output.calls == [.didFailToSavePlayer, .didFailToSavePlayer])
    #expect(
      service.calls == [
        .update(.completeFixture(name: "Bea")), .update(.completeFixture(name: "Bia")),
      ])
    #expect(service.storedPlayers.map(\.name) == ["Ana"])
  }
}
