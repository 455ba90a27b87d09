@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct ConfirmPlayersScreenTests {
  private let table = "confirmPlayers.table"

  private func makeSUT() -> (
    sut: ConfirmPlayersViewState, interactor: ConfirmPlayersBusinessLogicSpy,
    router: ConfirmPlayersRoutingLogicSpy, driver: Driver
  ) {
    let interactor = ConfirmPlayersBusinessLogicSpy()
    let router = ConfirmPlayersRoutingLogicSpy()
    let sut = ConfirmPlayersViewState(
      interactor: interactor, router: router, sceneNavigation: ScenePath())
    let driver = ScreenHost.show(HostingController(rootView: ConfirmPlayersScreen(viewState: sut)))
    return (sut, interactor, router, driver)
  }

  private let benchOnly = ConfirmPlayersScene.FetchTeams.ViewModel(
    sections: [
      TeamTableSection(
        header: "Bench",
        rows: [.init(name: "Ana", detail: "MID"), .init(name: "Carla", detail: "-")]),
      TeamTableSection(header: "Team A", rows: []),
      TeamTableSection(header: "Team B", rows: []),
    ], isStartEnabled: false)

  @Test func givenSelectedPlayers_whenScreenIsShown_thenAllOnTheBenchAndStartDisabled() throws {
    // Given
    let (sut, interactor, _, driver) = makeSUT()

    // When
    sut.displayTeams(viewModel: benchOnly)

    // Then
    #expect(interactor.calls.isEmpty)
    #expect(driver.title == "Confirm Players")
    #expect(try driver.headers(in: table) == ["Bench", "Team A", "Team B"])
    #expect(
      try driver.rows(in: table) == [
        [RowSnapshot(text: "Ana", detail: "MID"), RowSnapshot(text: "Carla", detail: "-")], [], [],
      ])
    #expect(!(try driver.isEnabled("confirmPlayers.startButton")))
  }

  @Test func givenBench_whenARowIsMovedToTeamA_thenTheMoveIsRequested() async throws {
    // Given
    let (sut, interactor, _, driver) = makeSUT()
    sut.displayTeams(viewModel: benchOnly)

    // When
    try await driver.moveRow(
      from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1), in: table)

    // Then
    #expect(
      interactor.calls == [
        .movePlayer(
          .init(sourceSection: 0, sourceRow: 1, destinationSection: 1, destinationRow: 0))
      ])
  }

  @Test func givenReadyTeams_whenStartTapped_thenTheStartIsRequested() async throws {
    // Given
    let (sut, interactor, _, driver) = makeSUT()
    sut.displayTeams(
      viewModel: .init(
        sections: [
          TeamTableSection(header: "Bench", rows: []),
          TeamTableSection(header: "Team A", rows: [.init(name: "Ana", detail: "MID")]),
          TeamTableSection(header: "Team B", rows: [.init(name: "Carla", detail: "-")]),
        ], isStartEnabled: true))

    // When
    try await driver.tap("confirmPlayers.startButton")

    // Then
    #expect(interactor.calls == [.startGather])
  }

  @Test func givenStarted_whenDisplayed_thenRoutesToGather() {
    // Given
    let (sut, _, router, _) = makeSUT()

    // When
    sut.displayStartGather(viewModel: .init(alert: nil))

    // Then
    #expect(router.calls == [.routeToGather])
  }

  @Test func givenFailingCreate_whenStartIsTapped_thenErrorAlertAndTheScreenStays() {
    // Given
    let (sut, _, router, driver) = makeSUT()
    sut.displayLoading(viewModel: .init(showsOverlay: true))
    let covered = driver.isLoading

    // When
    sut.displayLoading(viewModel: .init(showsOverlay: false))
    sut.displayStartGather(
      viewModel: .init(alert: AlertMessage(title: "Error", message: "Unable to create gather.")))

    // Then
    #expect(covered)
    #expect(!driver.isLoading)
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Unable to create gather.", actions: ["OK"]))
    #expect(router.calls.isEmpty)
  }
}
