import Domain
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite struct ConfirmPlayersPresenterTests {
  private let squad = Player.squad

  private func makeSUT() -> (
    sut: ConfirmPlayersPresenter, viewController: ConfirmPlayersDisplayLogicSpy
  ) {
    let viewController = ConfirmPlayersDisplayLogicSpy()
    let sut = ConfirmPlayersPresenter()
    sut.viewController = viewController
    return (sut, viewController)
  }

  @Test func givenSelectedPlayers_whenTableIsRead_thenAllAreOnTheBenchWithAcronymOrDash() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentTeams(response: .init(teams: TeamAssignment(bench: squad)))

    // Then
    #expect(
      viewController.calls == [
        .displayTeams(
          .init(
            sections: [
              TeamTableSection(
                header: "Bench",
                rows: [
                  .init(name: "Ana", detail: "MID"), .init(name: "Bruno", detail: "GK"),
                  .init(name: "Carla", detail: "-"), .init(name: "Dan", detail: "ST"),
                ]),
              TeamTableSection(header: "Team A", rows: []),
              TeamTableSection(header: "Team B", rows: []),
            ], isStartEnabled: false))
      ])
  }

  @Test func givenEmptyTeams_whenOnlyTeamAGetsAPlayer_thenStartStaysDisabled() {
    // Given
    let (sut, viewController) = makeSUT()
    var teams = TeamAssignment(bench: squad)
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamA, index: 0))

    // When
    sut.presentTeams(response: .init(teams: teams))

    // Then
    guard case .displayTeams(let viewModel) = viewController.calls.first else {
      Issue.record("expected the teams, got \(viewController.calls)")
      return
    }
    #expect(viewModel.sections[1].rows == [.init(name: "Ana", detail: "MID")])
    #expect(!viewModel.isStartEnabled)
  }

  @Test func givenEmptyTeams_whenBothTeamsGetAPlayer_thenStartIsEnabled() {
    // Given
    let (sut, viewController) = makeSUT()
    var teams = TeamAssignment(bench: squad)
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamA, index: 0))
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamB, index: 0))

    // When
    sut.presentTeams(response: .init(teams: teams))

    // Then
    guard case .displayTeams(let viewModel) = viewController.calls.first else {
      Issue.record("expected the teams, got \(viewController.calls)")
      return
    }
    #expect(viewModel.sections.map(\.rows.count) == [2, 1, 1])
    #expect(viewModel.isStartEnabled)
  }

  @Test func givenStartedOrFailed_whenPresented_thenNoAlertOrTheCreateGatherAlert() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentStartGather(response: .init(error: nil))
    sut.presentStartGather(response: .init(error: .transport))

    // Then
    #expect(
      viewController.calls == [
        .displayStartGather(.init(alert: nil)),
        .displayStartGather(
          .init(alert: AlertMessage(title: "Error", message: "Unable to create gather."))),
      ])
  }

  @Test func givenAStart_whenLoadingStartsAndEnds_thenOverlayIsShownThenHidden() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentLoading(response: .init(isLoading: true))
    sut.presentLoading(response: .init(isLoading: false))

    // Then
    #expect(
      viewController.calls == [
        .displayLoading(.init(showsOverlay: true)), .displayLoading(.init(showsOverlay: false)),
      ])
  }
}
