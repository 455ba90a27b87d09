import Domain
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite struct GatherPresenterTests {
  private let model = GatherModel.fixture()

  private func makeSUT() -> (sut: GatherPresenter, viewController: GatherDisplayLogicSpy) {
    let viewController = GatherDisplayLogicSpy()
    let sut = GatherPresenter()
    sut.viewController = viewController
    return (sut, viewController)
  }

  private func presentedGather(_ sut: GatherPresenter, _ viewController: GatherDisplayLogicSpy)
    -> GatherScene.FetchGather.ViewModel?
  {
    sut.presentGather(
      response: .init(
        gather: model, teamAScore: 2, teamBScore: 0, time: .defaultTime, timerState: .stopped))
    guard case .displayGather(let viewModel) = viewController.calls.first else { return nil }
    return viewModel
  }

  @Test func givenNewGather_whenViewLoads_thenScoresTenMinutesAndStart() throws {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    let viewModel = try #require(presentedGather(sut, viewController))

    // Then
    #expect(viewModel.teamAScore == "2")
    #expect(viewModel.teamBScore == "0")
    #expect(
      viewModel.timer == .init(timerText: "10:00", actionTitle: "Start", closesPicker: false))
  }

  @Test func givenTeams_whenTableIsRead_thenTeamAAndTeamBWithAcronymOrDash() throws {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    let viewModel = try #require(presentedGather(sut, viewController))

    // Then
    #expect(
      viewModel.teams == [
        TeamTableSection(
          header: "Team A",
          rows: [.init(name: "Ana", detail: "MID"), .init(name: "Carla", detail: "-")]),
        TeamTableSection(header: "Team B", rows: [.init(name: "Bruno", detail: "GK")]),
      ])
  }

  @Test func givenScoresAndCountdowns_whenPresented_thenLabelTextsAndActionTitles() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentScore(response: .init(team: .teamB, score: 7))
    sut.presentTimer(
      response: .init(time: .init(minutes: 9, seconds: 5), state: .running, closesPicker: false))
    sut.presentTimer(
      response: .init(time: .init(minutes: 0, seconds: 42), state: .paused, closesPicker: true))

    // Then
    #expect(
      viewController.calls == [
        .displayScore(.init(team: .teamB, goals: 7)),
        .displayTimer(.init(timerText: "09:05", actionTitle: "Pause", closesPicker: false)),
        .displayTimer(.init(timerText: "00:42", actionTitle: "Resume", closesPicker: true)),
      ])
  }

  @Test func givenTimeLeft_whenPickerPresented_thenWheelRowsAreMinutesAndSeconds() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentPicker(response: .init(time: .init(minutes: 9, seconds: 58)))

    // Then
    #expect(viewController.calls == [.displayPicker(.init(minutesRow: 9, secondsRow: 58))])
  }

  @Test func givenEnding_whenPresented_thenConfirmationOverlayAndTheUpdateGatherAlert() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentEndConfirmation(response: GatherScene.EndGather.Response())
    sut.presentLoading(response: .init(isLoading: true))
    sut.presentLoading(response: .init(isLoading: false))
    sut.presentEnd(response: .init(error: .transport))
    sut.presentEnd(response: .init(error: nil))

    // Then
    #expect(
      viewController.calls == [
        .displayEndConfirmation(
          .init(
            title: "End Gather", message: "Are you sure you want to end the gather?",
            confirmTitle: "Yes", cancelTitle: "Cancel")),
        .displayLoading(.init(showsOverlay: true)), .displayLoading(.init(showsOverlay: false)),
        .displayEnd(
          .init(
            alert: AlertMessage(
              title: "Error update", message: "Unable to update gather. Please try again."))),
        .displayEnd(.init(alert: nil)),
      ])
  }
}
