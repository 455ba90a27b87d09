import Domain
import Layouts
import TestSupport
import Testing

@testable import MVP

/// Confirm Players' view state as its presenter's passive view: the teams, Start Gather, the
/// overlay and alert, and Gather pushed with the delegate it was given.
@MainActor
@Suite struct ConfirmPlayersViewStateTests {
  private func makeSUT() -> (
    sut: ConfirmPlayersViewState, router: ScreenRouter, delegate: GatherPresenterDelegateSpy
  ) {
    let router = ScreenRouter(environment: TestEnvironment(players: Player.squad).environment)
    let delegate = GatherPresenterDelegateSpy()
    router.showConfirmPlayers(with: Array(Player.squad.prefix(2)), gatherDelegate: delegate)
    let sut = router.top(ConfirmPlayersViewState.self) ?? .init(gatherDelegate: nil)
    return (sut, router, delegate)
  }

  @Test func givenTwoPlayers_whenThePresenterLoads_thenBothWaitOnTheBenchAndStartIsDisabled() {
    // Given
    let (sut, _, _) = makeSUT()

    // When
    sut.presenter?.load()

    // Then
    #expect(sut.values.sections.map(\.rows.count) == [2, 0, 0])
    #expect(!sut.values.isStartEnabled)
  }

  @Test func givenShownView_whenAPlayerJoinsATeam_thenStartIsEnabled() {
    // Given
    let (sut, _, _) = makeSUT()
    sut.presenter?.load()

    // When
    sut.presenter?.moveRow(at: 0, inSection: 0, to: 0, inSection: 1)
    sut.presenter?.moveRow(at: 0, inSection: 0, to: 0, inSection: 2)

    // Then
    #expect(sut.values.sections.map(\.rows.count) == [0, 1, 1])
    #expect(sut.values.isStartEnabled)
  }

  @Test func givenShownView_whenPresenterReportsAFailedStart_thenOverlayGoesAndAlertShows() {
    // Given
    let (sut, _, _) = makeSUT()
    sut.setTitle("Confirm Players")
    sut.showLoading()
    let wasLoading = sut.values.isLoading

    // When
    sut.hideLoading()
    sut.showError(title: "Error", message: "Could not start the gather.")

    // Then
    #expect(wasLoading && !sut.values.isLoading)
    #expect(
      sut.values.error == AlertMessage(title: "Error", message: "Could not start the gather."))
  }

  @Test func givenShownView_whenPresenterShowsGather_thenNavigatorIsAskedWithTheModel() {
    // Given
    let (sut, router, delegate) = makeSUT()

    // When
    sut.showGather(with: .fixture())
    router.top(GatherViewState.self)?.presenter?.delegate?.gatherDidEnd()

    // Then
    #expect(router.screenNames == ["confirmPlayers", "gather"])
    #expect(delegate.endCount == 1)
  }
}
