import Domain
import Foundation
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct ConfirmPlayersPresenterTests {
  @MainActor private struct SUT {
    let presenter: ConfirmPlayersPresenter
    let view = ConfirmPlayersViewSpy()
    let interactor = ConfirmPlayersInteractorInputProtocolSpy()
    let router = ConfirmPlayersRouterProtocolSpy()

    init() {
      presenter = ConfirmPlayersPresenter(interactor: interactor, router: router)
      presenter.view = view
    }
  }

  private let ana = Player.completeFixture()
  private let carla = Player.fixture(id: 3, name: "Carla")

  private func row(_ player: Player) -> TeamTableRow {
    TeamTableRow(name: player.name, detail: player.positionAcronym)
  }

  @Test func givenNewScreen_whenViewLoads_thenTheTeamsAreRequested() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.load()

    // Then
    #expect(sut.interactor.calls == [.loadTeams])
  }

  @Test func givenSelectedPlayers_whenTableIsRead_thenAllAreOnTheBenchWithAcronymOrDash() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didLoadTeams(TeamAssignment(bench: [ana, carla]))

    // Then
    #expect(
      sut.view.calls == [
        .showTeams([
          TeamTableSection(
            header: "Bench",
            rows: [
              TeamTableRow(name: "Ana", detail: "MID"), TeamTableRow(name: "Carla", detail: "-"),
            ]),
          TeamTableSection(header: "Team A", rows: []),
          TeamTableSection(header: "Team B", rows: []),
        ]),
        .setStartEnabled(false),
      ])
  }

  @Test func givenBench_whenOnePlayerIsMovedToEachTeam_thenRowsMoveAndStartIsEnabled() {
    // Given
    let sut = SUT()
    var teams = TeamAssignment(bench: [ana, carla])
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamA, index: 0))
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamB, index: 0))

    // When
    sut.presenter.didLoadTeams(teams)

    // Then
    #expect(
      sut.view.calls == [
        .showTeams([
          TeamTableSection(header: "Bench", rows: []),
          TeamTableSection(header: "Team A", rows: [row(ana)]),
          TeamTableSection(header: "Team B", rows: [row(carla)]),
        ]),
        .setStartEnabled(true),
      ])
  }

  @Test func givenBench_whenARowIsMovedToTeamA_thenTheMoveIsRequested() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.moveRow(1, inSection: 0, to: 0, inSection: 1)
    sut.presenter.moveRow(0, inSection: 3, to: 0, inSection: 1)

    // Then: a section that is no team asks nothing
    #expect(
      sut.interactor.calls == [
        .movePlayer(from: .init(section: .bench, index: 1), to: .init(section: .teamA, index: 0))
      ])
  }

  @Test func givenTeamBEmpty_whenStartTapped_thenNothingIsSent() async {
    // Given
    let sut = SUT()
    sut.presenter.didLoadTeams(TeamAssignment(bench: [ana, carla]))

    // When
    await sut.presenter.startTapped()

    // Then
    #expect(sut.interactor.calls.isEmpty)
    #expect(!sut.view.calls.contains(.showLoading))
  }

  @Test func givenReadyTeams_whenStartTapped_thenOverlayGoesUpAndTheStartIsAsked() async {
    // Given
    let sut = SUT()
    var teams = TeamAssignment(bench: [ana, carla])
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamA, index: 0))
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamB, index: 0))
    sut.presenter.didLoadTeams(teams)

    // When
    await sut.presenter.startTapped()

    // Then
    #expect(sut.view.calls.last == .showLoading)
    #expect(sut.interactor.calls == [.startGather])
  }

  @Test func givenStartedGather_whenInteractorAnswers_thenOverlayHidesAndGatherIsShown() {
    // Given
    let sut = SUT()
    let model = GatherModel.fixture()

    // When
    sut.presenter.didStartGather(model)

    // Then
    #expect(sut.view.calls == [.hideLoading])
    #expect(sut.router.calls == [.showGather(model)])
  }

  @Test func givenFailingCreate_whenStartIsTapped_thenErrorAlertAndTheScreenStays() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didFailToStartGather()

    // Then
    #expect(
      sut.view.calls == [
        .hideLoading, .showError(title: "Error", message: "Unable to create gather."),
      ])
    #expect(sut.router.calls.isEmpty)
  }
}
