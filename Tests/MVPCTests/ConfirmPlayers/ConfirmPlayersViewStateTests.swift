import Domain
import Layouts
import TestSupport
import Testing

@testable import MVPC

/// Confirm Players' view state as its presenter's passive view: the teams, Start Gather, the
/// overlay and the alert.
@MainActor
@Suite struct ConfirmPlayersViewStateTests {
  private func makeSUT() async -> ConfirmPlayersViewState {
    let host = PathCoordinatorHost(environment: TestEnvironment(players: Player.squad).environment)
    await host.start { $0.didConfirmPlayers(Array(Player.squad.prefix(2))) }
    return host.top(ConfirmPlayersViewState.self) ?? ConfirmPlayersViewState()
  }

  @Test func givenTwoPlayers_whenThePresenterLoads_thenBothWaitOnTheBenchAndStartIsDisabled()
    async
  {
    // Given, When
    let sut = await makeSUT()

    // Then
    #expect(sut.values.sections.map(\.rows.count) == [2, 0, 0])
    #expect(!sut.values.isStartEnabled)
  }

  @Test func givenShownView_whenAPlayerJoinsATeam_thenStartIsEnabled() async {
    // Given
    let sut = await makeSUT()

    // When
    sut.presenter?.moveRow(at: 0, inSection: 0, to: 0, inSection: 1)
    sut.presenter?.moveRow(at: 0, inSection: 0, to: 0, inSection: 2)

    // Then
    #expect(sut.values.sections.map(\.rows.count) == [0, 1, 1])
    #expect(sut.values.isStartEnabled)
  }

  @Test func givenShownView_whenPresenterReportsAFailedStart_thenOverlayGoesAndAlertShows() {
    // Given
    let sut = ConfirmPlayersViewState()
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
}
