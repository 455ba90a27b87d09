import Domain
import Layouts
import TestSupport
import Testing

@testable import VIP

/// The view state as the Confirm Players presenter's display: the teams, the overlay, the
/// alert, or the route to Gather.
@MainActor
@Suite struct ConfirmPlayersViewStateTests {
  private func makeSUT() -> (
    sut: ConfirmPlayersViewState, router: ConfirmPlayersRoutingLogicSpy,
    presenter: ConfirmPlayersPresenter
  ) {
    let router = ConfirmPlayersRoutingLogicSpy()
    let sut = ConfirmPlayersViewState(
      interactor: ConfirmPlayersBusinessLogicSpy(), router: router, sceneNavigation: ScenePath())
    let presenter = ConfirmPlayersPresenter()
    presenter.viewController = sut
    return (sut, router, presenter)
  }

  @Test func givenSelectedPlayers_whenScreenIsShown_thenAllOnTheBenchAndStartDisabled() {
    // Given
    let (sut, _, presenter) = makeSUT()

    // When
    presenter.presentTeams(
      response: .init(teams: TeamAssignment(bench: Array(Player.squad.prefix(2)))))

    // Then
    #expect(sut.values.sections.map(\.header) == ["Bench", "Team A", "Team B"])
    #expect(sut.values.sections.first?.rows.map(\.name) == ["Ana", "Bruno"])
    #expect(!sut.values.isStartEnabled)
  }

  @Test func givenStarted_whenDisplayed_thenRoutesToGather() {
    // Given
    let (sut, router, _) = makeSUT()

    // When
    sut.displayStartGather(viewModel: .init(alert: nil))

    // Then
    #expect(router.calls == [.routeToGather])
  }

  @Test func givenFailingCreate_whenStartIsTapped_thenErrorAlertAndTheScreenStays() {
    // Given
    let (sut, router, presenter) = makeSUT()
    presenter.presentLoading(response: .init(isLoading: true))
    let covered = sut.values.isLoading

    // When
    presenter.presentLoading(response: .init(isLoading: false))
    presenter.presentStartGather(response: .init(error: .transport))

    // Then
    #expect(covered)
    #expect(!sut.values.isLoading)
    #expect(
      sut.values.error
        == AlertMessage(
          title: ConfirmPlayersTexts.startErrorTitle, message: ConfirmPlayersTexts.startErrorMessage
        ))
    #expect(router.calls.isEmpty)
  }
}
