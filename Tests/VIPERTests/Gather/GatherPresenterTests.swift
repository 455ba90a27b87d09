import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct GatherPresenterTests {
  @MainActor private struct SUT {
    let presenter: GatherPresenter
    let view = GatherViewSpy()
    let interactor = GatherInteractorInputProtocolSpy()
    let router = GatherRouterProtocolSpy()
    let output = GatherModuleOutputSpy()

    init() {
      presenter = GatherPresenter(interactor: interactor, router: router, output: output)
      presenter.view = view
    }
  }

  // MARK: - Load

  @Test func givenNewScreen_whenViewLoadsAndIsLeft_thenTheGatherIsLoadedThenTheTimerStopped() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.load()
    sut.presenter.stopCountdown()

    // Then
    #expect(sut.interactor.calls == [.loadGather, .stopTimer])
  }

  @Test func givenTeams_whenTableIsRead_thenTeamAAndTeamBWithAcronymOrDash() {
    // Given
    let sut = SUT()
    // When
    sut.presenter.didLoadGather(GatherModel.fixture())

    // Then
    #expect(
      sut.view.calls == [
        .showTeams([
          TeamTableSection(
            header: "Team A",
            rows: [
              TeamTableRow(name: "Ana", detail: "MID"), TeamTableRow(name: "Carla", detail: "-"),
            ]),
          TeamTableSection(header: "Team B", rows: [TeamTableRow(name: "Bruno", detail: "GK")]),
        ])
      ])
  }

  // MARK: - Scores

  @Test func givenZeroScores_whenSteppersChange_thenEachTeamsScoreIsRecordedAndShown() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.scoreStepperChanged(to: 2, for: .teamA)
    sut.presenter.scoreStepperChanged(to: 250, for: .teamB)
    sut.presenter.didUpdateScore(2, for: .teamA)

    // Then: a score past the range is kept within it
    #expect(sut.interactor.calls == [.setScore(2, .teamA), .setScore(100, .teamB)])
    #expect(sut.view.calls == [.setScore(2, .teamA)])
  }

  // MARK: - Timer and picker

  @Test func givenRunningTimer_whenASecondPasses_thenLabelAndActionTitleAreRefreshed() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.timerDidChange(time: GatherTime(minutes: 9, seconds: 59), state: .running)
    sut.presenter.timerDidChange(time: .zero, state: .stopped)

    // Then
    #expect(
      sut.view.calls == [
        .setTimer(text: "09:59", actionTitle: "Pause"),
        .setTimer(text: "00:00", actionTitle: "Start"),
      ])
  }

  @Test func givenRunningTimer_whenSetTapped_thenPickerShowsTimeLeftAndCountdownGoesOn() {
    // Given
    let sut = SUT()
    sut.presenter.timerDidChange(time: GatherTime(minutes: 7, seconds: 5), state: .running)

    // When
    sut.presenter.setTapped()

    // Then
    #expect(sut.view.calls.last == .showPicker(at: GatherTime(minutesRow: 7, secondsRow: 5)))
    #expect(sut.interactor.calls.isEmpty)
  }

  @Test func givenRunningTimerAndOpenPicker_whenCancelTapped_thenTenMinutesStartAndNoPicker() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.actionTapped()
    sut.presenter.cancelTapped()

    // Then
    #expect(sut.interactor.calls == [.toggleTimer, .resetTimer])
    #expect(sut.view.calls == [.hidePicker])
  }

  @Test func givenPickerOpen_whenFiveMinutesThirtyIsDone_thenSetIsRequestedWithThoseRows() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.pickerDoneTapped(time: GatherTime(minutesRow: 5, secondsRow: 30))
    sut.presenter.pickerCancelTapped()

    // Then
    #expect(sut.interactor.calls == [.setTimer(GatherTime(minutes: 5, seconds: 30))])
    #expect(sut.view.calls == [.hidePicker, .hidePicker])
  }

  // MARK: - End

  @Test func givenGather_whenEndTapped_thenConfirmationIsAskedAndNothingIsSent() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.endTapped()

    // Then
    #expect(
      sut.view.calls == [
        .showEndGatherConfirmation(
          title: "End Gather", message: "Are you sure you want to end the gather?",
          confirmTitle: "Yes", cancelTitle: "Cancel")
      ])
    #expect(sut.interactor.calls.isEmpty)
  }

  @Test func givenEndConfirmed_whenAsked_thenOverlayGoesUpBeforeTheEnd() async {
    // Given
    let sut = SUT()

    // When
    await sut.presenter.endGatherConfirmed()

    // Then
    #expect(sut.view.calls == [.showLoading])
    #expect(sut.interactor.calls == [.endGather])
  }

  @Test func givenEnded_whenInteractorAnswers_thenOverlayHidesOutputIsToldAndGatherCloses() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didEndGather()

    // Then
    #expect(sut.view.calls == [.hideLoading])
    #expect(sut.output.calls == [.gatherDidEnd])
    #expect(sut.router.calls == [.closeGather])
  }

  @Test func givenEndFails_whenEndConfirmed_thenTheErrorAlertSaysSo() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didFailToEndGather()

    // Then
    #expect(
      sut.view.calls == [
        .hideLoading,
        .showError(title: "Error update", message: "Unable to update gather. Please try again."),
      ])
    #expect(sut.output.calls.isEmpty)
    #expect(sut.router.calls.isEmpty)
  }
}
