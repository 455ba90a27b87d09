import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct PlayerAddPresenterTests {
  @MainActor private struct SUT {
    let presenter: PlayerAddPresenter
    let view = PlayerAddViewSpy()
    let interactor = PlayerAddInteractorInputProtocolSpy()
    let router = PlayerAddRouterProtocolSpy()
    let output = PlayerAddModuleOutputSpy()

    init() {
      presenter = PlayerAddPresenter(interactor: interactor, router: router, output: output)
      presenter.view = view
    }
  }

  @Test func givenNewScreen_whenViewLoads_thenDoneIsDisabled() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.load()

    // Then
    #expect(sut.view.calls == [.setDoneEnabled(false)])
  }

  @Test func givenEmptyField_whenNameTypedThenCleared_thenDoneFollowsTheText() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.nameDidChange("E")
    sut.presenter.nameDidChange("")

    // Then
    #expect(sut.view.calls == [.setDoneEnabled(true), .setDoneEnabled(false)])
  }

  @Test func givenEmptyName_whenDoneTapped_thenNothingIsSent() async {
    // Given
    let sut = SUT()

    // When
    await sut.presenter.doneTapped(name: "")

    // Then
    #expect(sut.view.calls.isEmpty)
    #expect(sut.interactor.calls.isEmpty)
  }

  @Test func givenName_whenDoneTapped_thenOverlayGoesUpAndTheCreationIsAsked() async {
    // Given
    let sut = SUT()

    // When
    await sut.presenter.doneTapped(name: "Eva")

    // Then
    #expect(sut.view.calls == [.showLoading])
    #expect(sut.interactor.calls == [.createPlayer(named: "Eva")])
  }

  @Test func givenCreated_whenDelegateIsTold_thenTheScreenHasAlreadyPopped() async {
    // Given
    let sut = SUT()
    var heardBeforeClosing: [PlayerAddModuleOutputSpy.Call] = []
    sut.router.onClose = { heardBeforeClosing = sut.output.calls }

    // When
    await sut.presenter.didCreatePlayer()

    // Then: closed first, then the list reloads while it is on top
    #expect(sut.view.calls == [.hideLoading])
    #expect(heardBeforeClosing.isEmpty)
    #expect(sut.router.calls == [.closePlayerAdd])
    #expect(sut.output.calls == [.playerAddDidCreatePlayer])
  }

  @Test func givenCreateFails_whenDoneTapped_thenAlertsAndStaysWithoutNotifying() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didFailToCreatePlayer()

    // Then
    #expect(
      sut.view.calls == [
        .hideLoading,
        .showError(title: "Error update", message: "Unable to create player. Please try again."),
      ])
    #expect(sut.output.calls.isEmpty)
    #expect(sut.router.calls.isEmpty)
  }
}
