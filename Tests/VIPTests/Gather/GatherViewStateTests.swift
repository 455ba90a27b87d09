import Domain
import Layouts
import TestSupport
import Testing

@testable import VIP

/// The view state as the Gather presenter's display: scores, countdown, teams, picker, the end
/// confirmation and alert, or the route back.
@MainActor
@Suite struct GatherViewStateTests {
  private func makeSUT() -> (
    sut: GatherViewState, router: GatherRoutingLogicSpy, presenter: GatherPresenter
  ) {
    let router = GatherRoutingLogicSpy()
    let sut = GatherViewState(
      interactor: GatherBusinessLogicSpy(), router: router, sceneNavigation: ScenePath())
    let presenter = GatherPresenter()
    presenter.viewController = sut
    return (sut, router, presenter)
  }

  @Test func givenNewGather_whenScreenIsShown_thenZeroScoresTenMinutesStartAndPickerHidden() {
    // Given
    let (sut, _, _) = makeSUT()

    // When
    sut.displayGather(
      viewModel: .init(
        teams: [TeamTableSection(header: "Team A", rows: [.init(name: "Ana", detail: "MID")])],
        teamAScore: "2", teamBScore: "1",
        timer: .init(timerText: "10:00", actionTitle: "Start", closesPicker: false)))

    // Then
    #expect(
      sut.values
        == GatherContent.Values(
          teamAScore: 2, teamBScore: 1, timer: "10:00", actionTitle: "Start",
          sections: [TeamTableSection(header: "Team A", rows: [.init(name: "Ana", detail: "MID")])]
        ))
  }

  @Test func givenOpenPicker_whenTimerDisplayedClosingIt_thenLabelTitleAndNoPicker() {
    // Given
    let (sut, _, presenter) = makeSUT()
    presenter.presentPicker(response: .init(time: GatherTime(minutes: 5, seconds: 30)))
    let opened = sut.values.isPickerShown
    let rows = sut.values.pickerRows

    // When
    sut.displayTimer(viewModel: .init(timerText: "05:30", actionTitle: "Start", closesPicker: true))
    presenter.presentScore(response: .init(team: .teamB, score: 3))
    presenter.presentScore(response: .init(team: .teamA, score: 1))

    // Then
    #expect(opened)
    #expect(rows == [5, 30])
    #expect(sut.values.timer == "05:30")
    #expect(sut.values.teamAScore == 1)
    #expect(sut.values.teamBScore == 3)
    #expect(!sut.values.isPickerShown)
  }

  @Test func givenGather_whenEndIsTapped_thenTheConfirmationOffersYesAndCancelAndYesEnds() {
    // Given
    let (sut, _, presenter) = makeSUT()

    // When
    presenter.presentEndConfirmation(response: .init())

    // Then
    #expect(
      sut.values.endConfirmation
        == AlertMessage(
          title: GatherTexts.endConfirmationTitle, message: GatherTexts.endConfirmationMessage,
          confirmTitle: GatherTexts.endConfirmButton, cancelTitle: GatherTexts.endCancelButton))
  }

  @Test func givenEndedOrFailed_whenDisplayed_thenRoutesBackOrShowsTheAlert() {
    // Given
    let (sut, router, presenter) = makeSUT()
    presenter.presentLoading(response: .init(isLoading: true))
    let covered = sut.values.isLoading
    presenter.presentLoading(response: .init(isLoading: false))

    // When
    presenter.presentEnd(response: .init(error: .transport))
    let alert = sut.values.error
    presenter.presentEnd(response: .init(error: nil))

    // Then
    #expect(covered)
    #expect(!sut.values.isLoading)
    #expect(
      alert == AlertMessage(title: GatherTexts.endErrorTitle, message: GatherTexts.endErrorMessage))
    #expect(router.calls == [.routeToPlayerList])
  }

  @Test func givenTheBench_whenAScoreIsDisplayedForIt_thenNoScoreChanges() {
    // Given
    let (sut, _, _) = makeSUT()

    // When
    sut.displayScore(viewModel: .init(team: .bench, goals: 4))

    // Then
    #expect(sut.values.teamAScore == 0)
    #expect(sut.values.teamBScore == 0)
  }
}
