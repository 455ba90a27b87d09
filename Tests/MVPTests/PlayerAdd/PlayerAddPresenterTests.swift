import Domain
import TestSupport
import Testing

@testable import MVP

@MainActor
@Suite struct PlayerAddPresenterTests {
  private func makeSUT() -> (
    sut: PlayerAddPresenter, view: PlayerAddViewSpy, delegate: PlayerAddPresenterDelegateSpy,
    env: TestEnvironment
  ) {
    let env = TestEnvironment()
    let view = PlayerAddViewSpy()
    let delegate = PlayerAddPresenterDelegateSpy()
    let sut = PlayerAddPresenter(view: view, playerService: env.players, delegate: delegate)
    return (sut, view, delegate, env)
  }

  @Test func givenNewScreen_whenViewLoads_thenDoneIsDisabled() {
    // Given
    let (sut, view, _, _) = makeSUT()

    // When
    sut.load()

    // Then
    #expect(view.calls == [.setDoneEnabled(false)])
  }

  @Test func givenEmptyField_whenNameTypedThenCleared_thenDoneFollowsTheText() {
    // Given
    let (sut, view, _, _) = makeSUT()

    // When
    sut.nameChanged("E")
    sut.nameChanged("")

    // Then
    #expect(view.calls == [.setDoneEnabled(true), .setDoneEnabled(false)])
  }

  @Test func givenName_whenDoneTapped_thenCreatesWithOnlyTheNameNotifiesAndPops() async {
    // Given
    let (sut, view, delegate, env) = makeSUT()

    // When
    await sut.doneTapped(name: "Eva")

    // Then
    #expect(view.calls == [.showLoading, .hideLoading, .popToPreviousScreen])
    #expect(env.players.calls == [.create(PlayerCreate(name: "Eva"))])
    #expect(delegate.calls == [.playerAddDidCreatePlayer])
  }

  @Test func givenCreated_whenDelegateIsTold_thenTheScreenHasAlreadyPopped() async {
    // Given
    let (sut, view, delegate, _) = makeSUT()
    var callsWhenTold: [PlayerAddViewSpy.Call] = []
    delegate.onMessage = { callsWhenTold = view.calls }

    // When
    await sut.doneTapped(name: "Eva")

    // Then
    #expect(callsWhenTold == [.showLoading, .hideLoading, .popToPreviousScreen])
    #expect(delegate.calls == [.playerAddDidCreatePlayer])
  }

  @Test func givenCreateInFlight_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, view, delegate, env) = makeSUT()
    let gate = env.players.control.suspend(.create)

    // When
    let tap = Task { await sut.doneTapped(name: "Eva") }
    await gate.waitForArrival()

    // Then
    #expect(view.calls == [.showLoading])
    #expect(delegate.calls.isEmpty)
    gate.open()
    await tap.value
    #expect(view.calls == [.showLoading, .hideLoading, .popToPreviousScreen])
  }

  @Test func givenCreateFails_whenDoneTapped_thenAlertsAndStaysWithoutNotifying() async {
    // Given
    let (sut, view, delegate, env) = makeSUT()
    env.players.control.fail(.create, with: .transport)

    // When
    await sut.doneTapped(name: "Eva")

    // Then
    #expect(
      view.calls == [
        .showLoading, .hideLoading,
        .showError(title: "Error update", message: "Unable to create player. Please try again."),
      ])
    #expect(delegate.calls.isEmpty)
  }

  @Test func givenEmptyName_whenDoneTapped_thenNothingIsSent() async {
    // Given
    let (sut, view, delegate, env) = makeSUT()

    // When
    await sut.doneTapped(name: "")

    // Then
    #expect(view.calls.isEmpty)
    #expect(env.players.calls.isEmpty)
    #expect(delegate.calls.isEmpty)
  }
}
