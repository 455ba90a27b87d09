import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct PlayerDetailInteractorTests {
  private func makeSUT() -> (PlayerDetailInteractor, PlayerDetailInteractorOutputProtocolSpy) {
    let interactor = PlayerDetailInteractor(player: .completeFixture())
    let output = PlayerDetailInteractorOutputProtocolSpy()
    interactor.output = output
    return (interactor, output)
  }

  @Test func givenThePlayerHandedOver_whenLoaded_thenTheOutputGetsIt() {
    // Given
    let (interactor, output) = makeSUT()

    // When
    interactor.loadPlayer()

    // Then
    #expect(output.calls == [.didLoadPlayer("Ana")])
  }

  @Test func givenASavedEdit_whenReplaced_thenLaterLoadsGetTheEditedPlayer() {
    // Given
    let (interactor, output) = makeSUT()

    // When
    interactor.replacePlayer(with: .completeFixture(name: "Bea"))
    interactor.loadPlayer()

    // Then
    #expect(output.calls == [.didReplacePlayer("Bea"), .didLoadPlayer("Bea")])
  }
}
