import Domain
import Foundation
import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVP

@MainActor
@Suite struct ConfirmPlayersViewTests {
  private func makeSUT() -> (
    sut: ConfirmPlayersView, driver: Driver, presenter: ConfirmPlayersPresenterSpy,
    navigator: ScreenNavigatingSpy
  ) {
    let layout = ConfirmPlayersLayout()
    let sut = ConfirmPlayersView(layout: layout)
    let presenter = ConfirmPlayersPresenterSpy()
    let navigator = ScreenNavigatingSpy(showing: sut, layout: layout, presenter: presenter)
    sut.presenter = presenter
    sut.navigator = navigator
    sut.showTeams([
      TeamTableSection(
        header: "Bench",
        rows: [TeamTableRow(name: "Ana", detail: "MF"), TeamTableRow(name: "Carla", detail: "-")]),
      TeamTableSection(header: "Team A", rows: []),
      TeamTableSection(header: "Team B", rows: [TeamTableRow(name: "Bruno", detail: "GK")]),
    ])
    return (sut, ScreenHost.show(navigator), presenter, navigator)
  }

  @Test func givenBench_whenARowIsDraggedToTeamA_thenPresenterGetsBothPlaces() async throws {
    // Given
    let (_, driver, presenter, _) = makeSUT()
    let carla = IndexPath(row: 1, section: 0)
    let firstOfTeamA = IndexPath(row: 0, section: 1)

    // When
    try await driver.moveRow(from: carla, to: firstOfTeamA, in: "confirmPlayers.table")

    // Then
    #expect(presenter.calls == [.moveRow(from: carla, to: firstOfTeamA)])
  }

  @Test func givenStartEnabled_whenStartTapped_thenPresenterIsAskedToStart() async throws {
    // Given
    let (sut, driver, presenter, _) = makeSUT()
    sut.setStartEnabled(true)

    // When
    try await driver.tap("confirmPlayers.startButton")

    // Then
    #expect(presenter.calls == [.startTapped])
  }

  @Test func givenPresenterSections_whenShown_thenEveryRowCanBeDraggedUnderItsHeader() throws {
    // Given
    let (sut, driver, _, _) = makeSUT()

    // When
    sut.setTitle("Confirm Players")
    sut.setStartEnabled(false)

    // Then
    #expect(driver.title == "Confirm Players")
    #expect(try driver.headers(in: "confirmPlayers.table") == ["Bench", "Team A", "Team B"])
    #expect(
      try driver.rows(in: "confirmPlayers.table") == [
        [RowSnapshot(text: "Ana", detail: "MF"), RowSnapshot(text: "Carla", detail: "-")], [],
        [RowSnapshot(text: "Bruno", detail: "GK")],
      ])
    #expect(
      driver.controls.first { $0.address == "confirmPlayers.table" }?.kind
        == .table(rowsPerSection: [2, 0, 1], deletableRows: [], isReordering: true))
    #expect(try !driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenShownView_whenPresenterReportsAFailedStart_thenOverlayGoesAndAlertShows() {
    // Given
    let (sut, driver, _, _) = makeSUT()
    sut.showLoading()

    // When
    sut.hideLoading()
    sut.showError(title: "Error", message: "Unable to save the gather.")

    // Then
    #expect(!driver.isLoading)
    #expect(driver.alert?.actions == ["OK"])
  }

  @Test func givenShownView_whenPresenterShowsGather_thenNavigatorIsAskedWithTheModel() {
    // Given
    let (sut, _, _, navigator) = makeSUT()
    let model = GatherModel.fixture()

    // When
    sut.showGather(with: model)

    // Then
    #expect(navigator.calls == [.showGather(model)])
  }
}
