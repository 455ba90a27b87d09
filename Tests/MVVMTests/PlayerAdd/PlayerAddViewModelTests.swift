import Domain
import TestSupport
import Testing

@testable import MVVM

@MainActor
@Suite struct PlayerAddViewModelTests {
  private func makeSUT() -> (
    sut: PlayerAddViewModel, actions: PlayerAddActionsSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment()
    let actions = PlayerAddActionsSpy()
    let sut = PlayerAddViewModel(playerService: env.players, actions: actions.actions)
    return (sut, actions, env)
  }

  @Test func givenNewScreen_whenViewLoads_thenDoneIsDisabled() {
    // Given / When
    let (sut, _, _) = makeSUT()

    // Then
    #expect(sut.title == "Add Player")
    #expect(!sut.isDoneEnabled)
  }

  @Test func givenEmptyField_whenNameTypedThenCleared_thenDoneFollowsTheText() {
    // Given
    let (sut, _, _) = makeSUT()
    let done = Recorder { sut.isDoneEnabled }

    // When
    sut.name = "E"
    sut.name = "Ev"
    sut.name = ""

    // Then
    #expect(done.values == [false, true, false])
  }

  @Test func givenName_whenDoneTapped_thenCreatesWithOnlyTheNameNotifiesAndPops() async {
    // Given
    let (sut, actions, env) = makeSUT()
    sut.name = "Eve"
    let loading = Recorder { sut.isLoading }

    // When
    await sut.create()

    // Then: the screen closes first, then the list is told
    #expect(loading.values == [false, true, false])
    #expect(env.players.calls == [.create(PlayerCreate(name: "Eve"))])
    #expect(actions.calls == [.close, .playerCreated])
  }

  @Test func givenCreateInFlight_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, actions, env) = makeSUT()
    sut.name = "Eve"
    let gate = env.players.control.suspend(.create)

    // When
    let done = Task { await sut.create() }
    await gate.waitForArrival()

    // Then
    #expect(sut.isLoading)
    #expect(actions.calls.isEmpty)
    gate.open()
    await done.value
    #expect(!sut.isLoading)
  }

  @Test func givenCreateFails_whenDoneTapped_thenAlertsAndStaysWithoutNotifying() async {
    // Given
    let (sut, actions, env) = makeSUT()
    env.players.control.fail(.create, with: .transport)
    sut.name = "Eve"

    // When
    await sut.create()

    // Then
    #expect(
      sut.alert
        == AlertMessage(
          title: "Error update", message: "Unable to create player. Please try again."))
    #expect(!sut.isLoading)
    #expect(actions.calls.isEmpty)
  }

  @Test func givenEmptyName_whenDoneTapped_thenNothingIsSent() async {
    // Given
    let (sut, actions, env) = makeSUT()

    // When
    await sut.create()

    // Then
    #expect(env.players.calls.isEmpty)
    #expect(actions.calls.isEmpty)
    #expect(!sut.isLoading)
  }
}
