import Domain
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite struct PlayerAddInteractorTests {
  private func makeSUT() -> (
    sut: PlayerAddInteractor, presenter: PlayerAddPresentationLogicSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    let presenter = PlayerAddPresentationLogicSpy()
    let sut = PlayerAddInteractor(presenter: presenter, playerService: env.players)
    return (sut, presenter, env)
  }

  private let loading = PlayerAddPresentationLogicSpy.Call.presentLoading(.init(isLoading: true))
  private let loaded = PlayerAddPresentationLogicSpy.Call.presentLoading(.init(isLoading: false))

  @Test func givenNewScreen_whenViewLoads_thenDoneIsDisabled() {
    // Given
    let (sut, presenter, _) = makeSUT()

    // When: the empty field is checked on load
    sut.validateName(request: PlayerAddScene.ValidateName.Request(name: ""))

    // Then
    #expect(presenter.calls == [.presentValidation(.init(isValid: false))])
  }

  @Test func givenEmptyField_whenNameTypedThenCleared_thenDoneFollowsTheText() {
    // Given
    let (sut, presenter, _) = makeSUT()

    // When
    sut.validateName(request: PlayerAddScene.ValidateName.Request(name: "E"))
    sut.validateName(request: PlayerAddScene.ValidateName.Request(name: ""))

    // Then
    #expect(
      presenter.calls == [
        .presentValidation(.init(isValid: true)), .presentValidation(.init(isValid: false)),
      ])
  }

  @Test func givenName_whenDoneTapped_thenCreatesWithOnlyTheNameAndKeepsItsID() async {
    // Given
    let (sut, presenter, env) = makeSUT()

    // When
    await sut.createPlayer(request: PlayerAddScene.CreatePlayer.Request(name: "Eve"))

    // Then
    #expect(presenter.calls == [loading, loaded, .presentCreatePlayer(.init(error: nil))])
    #expect(env.players.calls == [.create(PlayerCreate(name: "Eve"))])
    #expect(sut.createdPlayerID == 5)
  }

  @Test func givenCreateInFlight_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, presenter, env) = makeSUT()
    let gate = env.players.control.suspend(.create)

    // When
    let creating = Task {
      await sut.createPlayer(request: PlayerAddScene.CreatePlayer.Request(name: "Eve"))
    }
    await gate.waitForArrival()

    // Then
    #expect(presenter.calls == [loading])
    gate.open()
    await creating.value
    #expect(presenter.calls == [loading, loaded, .presentCreatePlayer(.init(error: nil))])
  }

  @Test func givenCreateFails_whenDoneTapped_thenAlertsAndStaysWithoutNotifying() async {
    // Given
    let (sut, presenter, env) = makeSUT()
    env.players.control.fail(.create, with: .transport)

    // When
    await sut.createPlayer(request: PlayerAddScene.CreatePlayer.Request(name: "Eve"))

    // Then
    #expect(presenter.calls == [loading, loaded, .presentCreatePlayer(.init(error: .transport))])
    #expect(sut.createdPlayerID == nil)
  }

  @Test func givenEmptyName_whenDoneTapped_thenNothingIsSent() async {
    // Given
    let (sut, presenter, env) = makeSUT()

    // When
    await sut.createPlayer(request: PlayerAddScene.CreatePlayer.Request(name: ""))

    // Then
    #expect(presenter.calls.isEmpty)
    #expect(env.players.calls.isEmpty)
  }
}
